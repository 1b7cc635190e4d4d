import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { apiDataDir, deployedBuilds, e2eOrigins, e2ePorts, staticHost } from './e2e-env';
import { startSite } from '../../scripts/start-site.mjs';
import { waitUntilAnswering } from '../../scripts/wait-until-answering.mjs';
import { startPostgresServer } from '../../api/src/test-support/postgres-server';

/**
 * Releases the built apps to a fresh static host, composes the pages and serves them, with the
 * API on a throwaway PostgreSQL server so that journeys can read what a form stored
 * (`E2E_DATABASE_URL`, inherited by the test workers). E2E_SHELL_DIST, E2E_TECH_APP_DIST and
 * E2E_EDUCATION_APP_DIST test other builds than each app's dist/.
 */
export default async function globalSetup() {
  await rm(staticHost, { recursive: true, force: true });
  await rm(apiDataDir, { recursive: true, force: true });
  await mkdir(apiDataDir, { recursive: true });

  const database = await startPostgresServer();
  process.env.E2E_DATABASE_URL = database.url;
  process.env.E2E_UPLOAD_DIR = path.join(apiDataDir, 'uploads');

  const site = await startSite({
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      SHELL_PORT: String(e2ePorts.shell),
      TECH_APP_PORT: String(e2ePorts.techApp),
      EDUCATION_APP_PORT: String(e2ePorts.educationApp),
      API_PORT: String(e2ePorts.api),
      CANDIDATE_PORT: String(e2ePorts.candidate),
      // The site's pages, and over https as a test serves them too (e2e/support/tls.ts).
      SITE_ORIGINS: [e2eOrigins.shell, e2eOrigins.secureShell].join(','),
      API_DATA_DIR: path.join(apiDataDir, 'pglite'),
      API_UPLOAD_DIR: path.join(apiDataDir, 'uploads'),
      RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: 'warn',
    },
    hostDir: staticHost,
    builds: deployedBuilds,
    log: () => undefined,
  });
  try {
    await waitUntilAnswering(`${site.origins.shell}/site-config.json`);
    await site.apiAnswering;
  } catch (error) {
    // Nothing left running behind a set-up that failed.
    await site.stop();
    await database.stop();
    throw error;
  }
  return async () => {
    await site.stop();
    await database.stop();
  };
}
