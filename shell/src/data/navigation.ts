import type { SiteMode } from '@site/shared';

export interface NavLink {
  label: string;
  to: string;
}

/** Header links per audience mode (spec section 2, Header). */
export const headerLinksByMode: Record<SiteMode, readonly NavLink[]> = {
  tech: [
    { label: 'Home', to: '/' },
    { label: 'Services', to: '/services' },
    { label: 'Pricing', to: '/pricing' },
    { label: 'Careers', to: '/careers' },
    { label: 'About', to: '/about' },
    { label: 'Contact', to: '/contact' },
  ],
  education: [
    { label: 'Home', to: '/' },
    { label: 'Education', to: '/education' },
    { label: 'Cohort', to: '/cohort' },
    { label: 'Coding', to: '/coding' },
    { label: 'About', to: '/about' },
    { label: 'Contact', to: '/contact' },
  ],
};

export const callToActionByMode: Record<SiteMode, NavLink> = {
  tech: { label: 'Get a Quote', to: '/contact' },
  education: { label: 'Enroll Now', to: '/enroll' },
};

/** The further navigation list: both modes' links plus both calls to action. */
export const allNavLinks: readonly NavLink[] = [
  ...headerLinksByMode.tech,
  ...headerLinksByMode.education.filter(
    (link) => !headerLinksByMode.tech.some((techLink) => techLink.to === link.to),
  ),
  callToActionByMode.education,
  callToActionByMode.tech,
];

export const footerQuickLinks: readonly NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'IT Services', to: '/services' },
  { label: 'Course & Training', to: '/education' },
  { label: 'Internships', to: '/cohort' },
  { label: 'Coding', to: '/coding' },
  { label: 'Careers', to: '/careers' },
  { label: 'Pricing', to: '/pricing' },
];

export const footerLegalLinks: readonly NavLink[] = [
  { label: 'Contact Us', to: '/contact' },
  { label: 'About Us', to: '/about' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Refund Policy', to: '/refund-policy' },
];
