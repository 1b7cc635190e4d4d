import { pathTo, type SiteMode, type SitePageLink } from '@site/shared';

/** A link of the header or footer: its words there, and where it goes. */
export type NavLink = SitePageLink;

/** Header links per audience mode (spec section 2, Header). */
export const headerLinksByMode: Record<SiteMode, readonly NavLink[]> = {
  tech: [
    { label: 'Home', to: pathTo('home') },
    { label: 'Services', to: pathTo('services') },
    { label: 'Pricing', to: pathTo('pricing') },
    { label: 'Careers', to: pathTo('careers') },
    { label: 'About', to: pathTo('about') },
    { label: 'Contact', to: pathTo('contact') },
  ],
  education: [
    { label: 'Home', to: pathTo('home') },
    { label: 'Education', to: pathTo('education') },
    { label: 'Cohort', to: pathTo('cohort') },
    { label: 'Coding', to: pathTo('coding') },
    { label: 'About', to: pathTo('about') },
    { label: 'Contact', to: pathTo('contact') },
  ],
};

export const callToActionByMode: Record<SiteMode, NavLink> = {
  tech: { label: 'Get a Quote', to: pathTo('contact') },
  education: { label: 'Enroll Now', to: pathTo('enroll') },
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
  { label: 'Home', to: pathTo('home') },
  { label: 'IT Services', to: pathTo('services') },
  { label: 'Course & Training', to: pathTo('education') },
  { label: 'Internships', to: pathTo('cohort') },
  { label: 'Coding', to: pathTo('coding') },
  { label: 'Careers', to: pathTo('careers') },
  { label: 'Pricing', to: pathTo('pricing') },
];

export const footerLegalLinks: readonly NavLink[] = [
  { label: 'Contact Us', to: pathTo('contact') },
  { label: 'About Us', to: pathTo('about') },
  { label: 'Privacy Policy', to: pathTo('privacyPolicy') },
  { label: 'Terms of Service', to: pathTo('termsOfService') },
  { label: 'Refund Policy', to: pathTo('refundPolicy') },
];
