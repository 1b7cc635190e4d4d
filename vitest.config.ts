import { defineConfig } from 'vitest/config';

// One Vitest run covers every package; each package is its own project with its own environment.
export default defineConfig({
  test: {
    projects: [
      'shared/vitest.config.ts',
      'shell/vitest.config.ts',
      'tech-app/vitest.config.ts',
      'education-app/vitest.config.ts',
      'api/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
