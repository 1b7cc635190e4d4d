import {
  Gem,
  Handshake,
  IndianRupee,
  Lightbulb,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface CoreValue {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The six core values; each shows its description in a tooltip (100 ms open, 150 ms skip). */
export const coreValues: readonly CoreValue[] = [
  {
    id: 'integrity',
    title: 'Integrity',
    description:
      'Quotes in writing, honest timelines, and we tell you when a feature is not worth paying for.',
    icon: ShieldCheck,
  },
  {
    id: 'craft',
    title: 'Craft',
    description:
      'Code review, automated tests and an accessibility check on every project before it ships.',
    icon: Gem,
  },
  {
    id: 'partnership',
    title: 'Partnership',
    description:
      'One named engineer from the first call to launch day, and the same person after it.',
    icon: Handshake,
  },
  {
    id: 'learning',
    title: 'Learning',
    description:
      'Our engineers teach at the academy, so what we build and what we teach stay current.',
    icon: Lightbulb,
  },
  {
    id: 'fair-pricing',
    title: 'Fair Pricing',
    description:
      'Prices in rupees from the first conversation, with no hidden hosting or licence fees.',
    icon: IndianRupee,
  },
  {
    id: 'community',
    title: 'Community',
    description:
      'Internships and hackathons that give students in Agra real work on real products.',
    icon: Users,
  },
];
