import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the e2e copy of the site runs: its own ports, beside a developer's `npm start`. */
const portBase = Number(process.env.E2E_PORT_BASE ?? 4273);

export const e2ePorts = {
  shell: portBase,
  techApp: portBase + 1,
  educationApp: portBase + 2,
  api: portBase + 3,
  /** Where tests serve candidate builds of a remote (an allowed override origin). */
  candidate: portBase + 4,
  /** Where a test serves the shell's pages and the API over https (e2e/support/tls.ts). */
  secureShell: portBase + 5,
  secureApi: portBase + 6,
};

export const e2eOrigins = {
  shell: `http://localhost:${e2ePorts.shell}`,
  techApp: `http://localhost:${e2ePorts.techApp}`,
  educationApp: `http://localhost:${e2ePorts.educationApp}`,
  api: `http://localhost:${e2ePorts.api}`,
  candidate: `http://localhost:${e2ePorts.candidate}`,
  secureShell: `https://localhost:${e2ePorts.secureShell}`,
  secureApi: `https://localhost:${e2ePorts.secureApi}`,
};

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The static host the e2e site is released to and served from (scripts/delivery/). */
export const staticHost = path.join(repoRoot, '.runtime', `e2e-${portBase}`, 'static-host');

/** The folder each app's origin serves. */
export const hostFolders = {
  shell: path.join(staticHost, 'shell'),
  techApp: path.join(staticHost, 'tech-app'),
  educationApp: path.join(staticHost, 'education-app'),
};

/**
 * The builds the e2e site is released from: each app's dist/, or E2E_SHELL_DIST,
 * E2E_TECH_APP_DIST and E2E_EDUCATION_APP_DIST.
 */
export const deployedBuilds = {
  shell: process.env.E2E_SHELL_DIST ?? path.join(repoRoot, 'shell/dist'),
  'tech-app': process.env.E2E_TECH_APP_DIST ?? path.join(repoRoot, 'tech-app/dist'),
  'education-app': process.env.E2E_EDUCATION_APP_DIST ?? path.join(repoRoot, 'education-app/dist'),
};

export const apiDataDir = path.join(repoRoot, '.runtime', `e2e-${portBase}`, 'api-data');
