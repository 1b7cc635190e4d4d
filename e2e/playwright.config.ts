import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { e2eOrigins, e2ePorts } from './support/e2e-env';

/**
 * The composed production build, served as in production (three origins plus the API), driven
 * in Debian's chromium. Build first: `npm run build` (npm test does it).
 */
export default defineConfig({
  testDir: './tests',
  // Per port base, so two runs side by side never delete each other's traces.
  outputDir: `../test-results/e2e-${e2ePorts.shell}`,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: e2eOrigins.shell,
    // Tracing every test costs about a third of the suite's time on two cores; a failure still
    // leaves its screenshot and page snapshot. E2E_TRACE=retain-on-failure records traces.
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /independent-delivery|delivery-builds|candidate-testing/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // Releases and rolls back apps on the e2e static host, and runs the contract suite against
      // it: one file at a time, so the contract suite never meets a release half-way. After
      // every other test.
      name: 'deployments',
      testMatch: /independent-delivery|candidate-testing/,
      dependencies: ['chromium'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // Builds and typechecks apps from checkouts of their folders (CPU-heavy), beside the
      // deployments: it changes nothing the site serves.
      name: 'builds',
      testMatch: /delivery-builds/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
});
