import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tech-app',
    root: import.meta.dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../shared/src/testing/setup-tests.ts'],
  },
});
