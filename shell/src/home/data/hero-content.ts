import { pathTo } from '@site/shared';
import type { SiteMode } from '@site/shared';

export interface HeroLink {
  label: string;
  to: string;
}

export interface HeroContent {
  eyebrow: string;
  heading: string;
  text: string;
  /** The typing tagline: a fixed opening followed by segments typed one after another. */
  tagline: { lead: string; segments: readonly string[] };
  primary: HeroLink;
  secondary: HeroLink;
  /** The link that appears over the hero illustration on hover or keyboard focus. */
  overlay: HeroLink;
  illustrationLabel: string;
}

export const heroContentByMode: Record<SiteMode, HeroContent> = {
  tech: {
    eyebrow: 'IT services in Agra and Bangalore',
    heading: 'Websites, apps and AI that grow your business',
    text: 'A full-service IT company for shops, clinics, startups and manufacturers: web and app development, AI/ML, cloud, SEO, cybersecurity, UI/UX and digital marketing, with prices in rupees from the first call.',
    tagline: {
      lead: 'We build',
      segments: [
        'fast, SEO-ready websites',
        'Android and iOS apps',
        'AI-powered chatbots',
        'secure cloud setups',
      ],
    },
    primary: { label: 'Explore Services', to: pathTo('services') },
    secondary: { label: 'Get Started', to: pathTo('contact') },
    overlay: { label: 'Have Project To Discuss?', to: pathTo('contact') },
    illustrationLabel: 'A developer workstation with a website, a mobile app and a cloud server',
  },
  education: {
    eyebrow: 'BrajCode Academy, Agra',
    heading: 'Learn to code. Build real projects. Get hired.',
    text: 'Hands-on courses, affordable code classes and real internships, taught by the engineers who build software for our clients every week.',
    tagline: {
      lead: 'Learn',
      segments: [
        'full-stack web development',
        'Python with Flask and Django',
        'React Native mobile apps',
        'DSA for coding interviews',
      ],
    },
    primary: { label: 'View Programs', to: pathTo('education') },
    secondary: { label: 'Apply for Internship', to: pathTo('cohort') },
    overlay: { label: 'Want to Join Courses?', to: pathTo('contact') },
    illustrationLabel: 'An open laptop with code, a book and a graduation cap',
  },
};
