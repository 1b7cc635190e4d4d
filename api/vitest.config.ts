import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/pglite-template.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
