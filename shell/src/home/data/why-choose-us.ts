import {
  Briefcase,
  Building2,
  Factory,
  GraduationCap,
  Hospital,
  Laptop,
  Plane,
  Repeat,
  School,
  ShoppingCart,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { SiteMode } from '@site/shared';

export interface WhoWeServe {
  name: string;
  description: string;
  icon: LucideIcon;
}

export interface WhyChooseUsContent {
  heading: string;
  intro: string;
  reasons: readonly string[];
  /** "Industries We Serve" for businesses, "Who Our Programs Are For" for learners. */
  groupHeading: string;
  groups: readonly WhoWeServe[];
}

export const whyChooseUsByMode: Record<SiteMode, WhyChooseUsContent> = {
  tech: {
    heading: 'Why Businesses Choose BrajCode',
    intro:
      'We are a small, senior team: you talk to the engineers who build your product, not to a sales desk.',
    reasons: [
      'A fixed quote in rupees before any work starts',
      'Weekly demos of working software, not status reports',
      'Security, backups and SEO basics included in every build',
      'Support available 24/7 after launch, with a reply within 24 hours',
    ],
    groupHeading: 'Industries We Serve',
    groups: [
      {
        name: 'Healthcare and Clinics',
        description:
          'Appointment booking, patient reminders and doctor profiles that rank locally.',
        icon: Hospital,
      },
      {
        name: 'Retail and E-commerce',
        description:
          'Online stores with UPI and card payments, inventory sync and WhatsApp orders.',
        icon: ShoppingCart,
      },
      {
        name: 'Travel and Hospitality',
        description: 'Hotel and tour sites for Agra visitors, with multilingual pages and booking.',
        icon: Plane,
      },
      {
        name: 'Manufacturing and Exporters',
        description:
          'Catalogue sites and enquiry flows for leather, marble and handicraft exporters.',
        icon: Factory,
      },
      {
        name: 'Education and Coaching',
        description: 'Course sites, fee collection and student portals for institutes and tutors.',
        icon: School,
      },
      {
        name: 'Real Estate',
        description: 'Property listings with maps, lead capture and automated follow-ups.',
        icon: Building2,
      },
    ],
  },
  education: {
    heading: 'Why Learners Choose BrajCode Academy',
    intro:
      'Small batches, mentors who work on client projects, and a portfolio of real work by the end of every course.',
    reasons: [
      'Batches small enough for every student to get code reviews',
      'Projects modelled on real client work, not toy exercises',
      'Internships on live projects for the strongest students',
      'Placement support: CV reviews, mock interviews and referrals',
    ],
    groupHeading: 'Who Our Programs Are For',
    groups: [
      {
        name: 'School Students',
        description: 'Class 9 to 12 students starting with Python, HTML and computer basics.',
        icon: GraduationCap,
      },
      {
        name: 'College Students',
        description:
          'B.Tech, BCA and B.Sc students who want projects and skills beyond the syllabus.',
        icon: Laptop,
      },
      {
        name: 'Fresh Graduates',
        description: 'Graduates preparing for their first developer job with a portfolio to show.',
        icon: Briefcase,
      },
      {
        name: 'Career Switchers',
        description: 'Professionals from other fields moving into software, with weekend batches.',
        icon: Repeat,
      },
      {
        name: 'Small Business Owners',
        description:
          'Owners who want to manage their own website, Excel reports and online presence.',
        icon: Store,
      },
      {
        name: 'Company Teams',
        description: 'Teams upskilling together in React, .NET or Python with a custom syllabus.',
        icon: Users,
      },
    ],
  },
};
