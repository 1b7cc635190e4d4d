import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';

/**
 * The contract suite, against any running composition: SITE_URL=<its address> npm run
 * test:contract. Nothing is built or started; see contract.spec.ts.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results/contract',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    baseURL: process.env.SITE_URL,
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
});
