/**
 * The modules tech-app exposes to the shell (names fixed by shared/src/contracts), mapped to their
 * source files. Read by the federation build and by the shell's prerendering.
 */
export const exposes = {
  './manifest': './src/manifest.ts',
  './catalogue': './src/catalogue.ts',
  './ServicesPage': './src/pages/services-page.tsx',
  './ServiceDetailPage': './src/pages/service-detail-page.tsx',
  './PricingPage': './src/pages/pricing-page.tsx',
  './CareersPage': './src/pages/careers-page.tsx',
  './PortfolioPage': './src/pages/portfolio-page.tsx',
  './PortfolioDetailPage': './src/pages/portfolio-detail-page.tsx',
  './ServicesTeaser': './src/components/services-teaser.tsx',
  './PricingSection': './src/components/pricing-section.tsx',
  './PortfolioTeaser': './src/components/portfolio-teaser.tsx',
};
