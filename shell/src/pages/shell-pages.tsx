import type { ComponentType } from 'react';
import HomePage from './home-page';
import AboutPage from './about-page';
import ContactPage from './contact-page';
import SearchPage from './search-page';
import PrivacyPolicyPage from './privacy-policy-page';
import TermsOfServicePage from './terms-of-service-page';
import RefundPolicyPage from './refund-policy-page';

/** The shell's own pages by route path (the shell rows of design.md's ownership table). */
export const shellPages: Record<string, ComponentType> = {
  '/': HomePage,
  '/about': AboutPage,
  '/contact': ContactPage,
  '/search': SearchPage,
  '/privacy-policy': PrivacyPolicyPage,
  '/terms-of-service': TermsOfServicePage,
  '/refund-policy': RefundPolicyPage,
};
