/**
 * How a team tries a candidate build before it releases: served from an allowed origin, loaded
 * into the running site through an override, and checked by the contract suite.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/fixtures';
import { e2eOrigins, e2ePorts, repoRoot } from '../support/e2e-env';
import { buildCandidate } from '../support/delivery';
import { pathTo } from '../support/routes';
import { queryRows } from '../support/database';
import { boxOf } from './polish-support';
import { openEnquiryWidget } from './shell-forms-support';

const run = promisify(execFile);

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

/** A tech-app that no longer exposes the home page's pricing section: it breaks the contract. */
const candidate = { entryUrl: `${e2eOrigins.candidate}/remoteEntry.js`, buildVersion: '' };
let candidateServer: ChildProcess | undefined;

/** `npm run serve:candidate -- tech-app --build <folder>`, as a tester runs it; resolves once it serves. */
async function serveCandidate(build: string) {
  const server = spawn(
    process.execPath,
    ['scripts/delivery/serve-candidate.mjs', 'tech-app', '--build', build],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        SHELL_PORT: String(e2ePorts.shell),
        CANDIDATE_PORT: String(e2ePorts.candidate),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // It keeps printing to the pipe; read on until it says where the candidate is.
  let output = '';
  server.stdout!.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('Candidate tech-app:')) resolve();
    });
    server.once('exit', () => reject(new Error(`serve:candidate stopped: ${output}`)));
  });
  expect(output).toContain(`Candidate tech-app: ${candidate.entryUrl}`);
  return server;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const build = await buildCandidate('tech-app', [
    {
      file: 'src/exposed-modules.ts',
      from: "  './PricingSection': () => import('./components/pricing-section'),\n",
      to: '',
    },
  ]);
  candidate.buildVersion = (
    JSON.parse(await readFile(path.join(build, 'version.json'), 'utf8')) as { buildVersion: string }
  ).buildVersion;
  candidateServer = await serveCandidate(build);
});

test.afterAll(async () => {
  if (!candidateServer || candidateServer.exitCode !== null) return;
  candidateServer.kill();
  await once(candidateServer, 'exit');
});

/** Runs the contract suite against the e2e site; the exit status and what it printed. */
async function contractSuite(env: Record<string, string> = {}) {
  try {
    const { stdout } = await run(
      'npx',
      ['playwright', 'test', '-c', 'e2e/contract/playwright.config.ts'],
      { cwd: repoRoot, env: { ...process.env, SITE_URL: e2eOrigins.shell, ...env } },
    );
    return { passed: true, output: stdout };
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string };
    return { passed: false, output: `${failure.stdout ?? ''}${failure.stderr ?? ''}` };
  }
}

const pricingSection = (page: Page) =>
  page.getByRole('heading', { name: 'Transparent Pricing', level: 2 });

test('an override loads the candidate for the tab, with a banner, until "Stop testing"', async ({
  page,
}) => {
  await page.goto(`/?override-tech-app=${encodeURIComponent(candidate.entryUrl)}`);
  const banner = page.getByTestId('candidate-banner');
  await expect(banner).toContainText(`Testing a candidate tech-app: ${candidate.entryUrl}`);
  // The candidate runs: the section it dropped is named in its slot.
  await expect(page.getByTestId('remote-error').first()).toContainText(
    'tech-app does not expose ./PricingSection',
  );
  // Its error report names the candidate's build, not the one deployed.
  const missingReport = () =>
    queryRows<{ app: string; build_version: string }>(
      "SELECT app, build_version FROM client_error_reports WHERE kind = 'remote-load' AND route = '/' AND message LIKE '%does not expose ./PricingSection' ORDER BY id DESC",
    );
  await expect.poll(async () => (await missingReport()).length).toBeGreaterThan(0);
  expect((await missingReport())[0]).toEqual({
    app: 'tech-app',
    build_version: candidate.buildVersion,
  });
  // The tab keeps the candidate on the next page it opens.
  await page.goto(pathTo('pricing'));
  await expect(banner).toBeVisible();
  // The banner leaves the fixed header whole: a tester, and the contract suite, use its links.
  const header = await boxOf(page.getByRole('banner'));
  expect((await boxOf(banner)).y).toBeGreaterThanOrEqual(header.y + header.height);
  await page.getByRole('link', { name: 'BrajCode Home' }).click();
  await expect(page).toHaveURL(pathTo('home'));
  await page.goto(pathTo('pricing'));
  await expect(page.getByRole('heading', { name: 'Pricing Plans', level: 1 })).toBeVisible();

  await banner.getByRole('button', { name: 'Stop testing' }).click();
  await expect(page).toHaveURL(`${pathTo('pricing')}?override-reset=`);
  await expect(banner).toHaveCount(0);
  await page.goto(pathTo('home'));
  await expect(pricingSection(page)).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
});

test('on a phone the banner stays under the enquiry form, every field and Start Chat take a press', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(
    `${pathTo('pricing')}?override-tech-app=${encodeURIComponent(candidate.entryUrl)}`,
  );
  await expect(page.getByTestId('candidate-banner')).toBeVisible();
  const panel = await openEnquiryWidget(page);
  // The banner lies across the form's lower half: a press there must reach the form.
  const banner = await boxOf(page.getByTestId('candidate-banner'));
  const form = await boxOf(panel);
  expect(banner.y).toBeGreaterThan(form.y);
  expect(banner.y).toBeLessThan(form.y + form.height);
  for (const label of ['Full Name', 'Email', 'Subject', 'Message']) {
    await panel.getByLabel(label).click();
    await expect(panel.getByLabel(label)).toBeFocused();
  }
  await panel.getByRole('button', { name: 'Start Chat' }).click();
  await expect(panel.getByRole('alert').first()).toHaveText('Name is required');
});

test('a candidate from an origin the deployment does not allow is refused', async ({ page }) => {
  const elsewhere = 'http://localhost:9/remoteEntry.js';
  await page.goto(`/?override-tech-app=${encodeURIComponent(elsewhere)}`);
  await expect(page.getByTestId('candidate-banner')).toContainText(
    `Candidate tech-app refused: ${elsewhere} is not an allowed origin.`,
  );
  await expect(pricingSection(page)).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
});

test('the contract suite passes on the site as deployed and names what a candidate breaks', async () => {
  const deployed = await contractSuite();
  expect(deployed.output).toMatch(/\d+ passed/);
  expect(deployed.passed, deployed.output).toBe(true);

  const withCandidate = await contractSuite({ CANDIDATE_TECH_APP: candidate.entryUrl });
  expect(withCandidate.passed).toBe(false);
  expect(withCandidate.output).toContain('tech-app does not expose ./PricingSection');
});
