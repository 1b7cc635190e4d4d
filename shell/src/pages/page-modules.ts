import type { ModuleImporters, ShellPageModules } from '@site/shared';

/**
 * The shell's page modules by the names the route table gives them. The browser loads each in
 * its own chunk (shell-pages.tsx); the server build renders them and lists their heads.
 */
export const shellPageModules = {
  './HomePage': () => import('./home-page'),
  './AboutPage': () => import('./about-page'),
  './ContactPage': () => import('./contact-page'),
  './SearchPage': () => import('./search-page'),
  './PrivacyPolicyPage': () => import('./privacy-policy-page'),
  './TermsOfServicePage': () => import('./terms-of-service-page'),
  './RefundPolicyPage': () => import('./refund-policy-page'),
  './NotFoundPage': () => import('./not-found-page'),
} satisfies ModuleImporters<ShellPageModules>;
