import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/src/federation/remote-vite-config';
import packageJson from './package.json' with { type: 'json' };

export default defineConfig(
  remoteViteConfig({
    name: 'techApp',
    version: packageJson.version,
    previewPort: 4174,
    exposes: {
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
    },
  }),
);
