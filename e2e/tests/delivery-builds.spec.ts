import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/fixtures';
import { hostFolders, repoRoot } from '../support/e2e-env';
import { buildAgain, buildCandidate, checkOut, type AppName } from '../support/delivery';

const run = promisify(execFile);

test.setTimeout(180_000);

interface Manifest {
  buildVersion: string;
  files: string[];
  routes: { path: string }[];
}

async function manifestOf(folder: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(folder, 'render-manifest.json'), 'utf8')) as Manifest;
}

test('the shell builds without the remotes’ source and composes with their deployed builds', async () => {
  const build = await buildCandidate('shell');
  // The checkout held the shell and shared/ only, as the shell team's would.
  expect((await readdir(path.join(build, '..'))).sort()).toEqual(
    ['build', 'node_modules', 'shared', 'shell', 'tsconfig.base.json'].sort(),
  );
  const out = await mkdtemp(path.join(os.tmpdir(), 'composed-'));
  const { stdout } = await run(process.execPath, [
    path.join(repoRoot, 'scripts/delivery/compose.mjs'),
    '--config',
    path.join(hostFolders.shell, 'site-config.json'),
    '--shell',
    build,
    '--tech-app',
    hostFolders.techApp,
    '--education-app',
    hostFolders.educationApp,
    '--out',
    out,
  ]);
  const live = await Promise.all(
    [hostFolders.shell, hostFolders.techApp, hostFolders.educationApp].map(manifestOf),
  );
  const pageCount = live.reduce((count, manifest) => count + manifest.routes.length, 0);
  expect(stdout).toContain(`Composed ${pageCount} pages`);
  const pricing = await readFile(path.join(out, 'pricing.html'), 'utf8');
  expect(pricing).toContain('Pricing Plans');
  expect(pricing).toMatch(
    /<link rel="stylesheet" href="http:\/\/localhost:\d+\/style-[\w-]{8}\.css">/,
  );
});

const apps: AppName[] = ['shell', 'tech-app', 'education-app'];

for (const app of apps) {
  test(`${app}: building the same source twice gives byte-identical files`, async () => {
    const first = await manifestOf(path.join(repoRoot, app, 'dist'));
    const build = await buildAgain(app);
    const second = await manifestOf(build);
    expect(second.files).toEqual(first.files);
    for (const file of first.files) {
      const [a, b] = await Promise.all([
        readFile(path.join(repoRoot, app, 'dist', file)),
        readFile(path.join(build, file)),
      ]);
      expect(a.equals(b), file).toBe(true);
    }
    // The version is made from the files, so it is the same too; only version.json says when.
    expect(second.buildVersion).toBe(first.buildVersion);
  });
}

test('a remote whose exposed modules miss one of the contract fails its typecheck', async () => {
  const appDir = await checkOut('tech-app', [
    {
      file: 'src/exposed-modules.ts',
      from: "  './PricingSection': () => import('./components/pricing-section'),\n",
      to: '',
    },
  ]);
  const typecheck = await run(
    process.execPath,
    [path.join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'],
    { cwd: appDir },
  ).then(
    () => ({ failed: false, output: '' }),
    (error: { stdout: string }) => ({ failed: true, output: error.stdout }),
  );
  expect(typecheck.failed).toBe(true);
  expect(typecheck.output).toContain(`Property '"./PricingSection"' is missing`);
});
