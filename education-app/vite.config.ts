import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/src/federation/remote-vite-config';
import packageJson from './package.json' with { type: 'json' };

export default defineConfig(
  remoteViteConfig({
    name: 'educationApp',
    version: packageJson.version,
    previewPort: 4175,
    exposes: {
      './manifest': './src/manifest.ts',
      './catalogue': './src/catalogue.ts',
      './EducationPage': './src/pages/education-page.tsx',
      './CohortPage': './src/pages/cohort-page.tsx',
      './CodingPage': './src/pages/coding-page.tsx',
      './EnrollPage': './src/pages/enroll-page.tsx',
      './ApplyInternshipPage': './src/pages/apply-internship-page.tsx',
      './ProgramsTeaser': './src/components/programs-teaser.tsx',
    },
  }),
);
