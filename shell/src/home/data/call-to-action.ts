import { pathTo } from '@site/shared';
import type { SiteMode } from '@site/shared';
import type { HeroLink } from './hero-content';

export interface CallToActionContent {
  heading: string;
  text: string;
  primary: HeroLink;
  secondary: HeroLink;
}

export const callToActionByMode: Record<SiteMode, CallToActionContent> = {
  tech: {
    heading: 'Ready to build something your customers will love?',
    text: 'Tell us what you need and get a fixed quote in rupees within 24 hours. No obligation, no jargon.',
    primary: { label: 'Get a Free Quote', to: pathTo('contact') },
    secondary: { label: 'Join Our Team', to: pathTo('careers') },
  },
  education: {
    heading: 'Start your coding career this month',
    text: 'Pick a course, learn from working engineers and finish with projects you can show in interviews.',
    primary: { label: 'Enroll in a Course', to: pathTo('enroll') },
    secondary: { label: 'Apply for Internship', to: pathTo('applyInternship') },
  },
};
