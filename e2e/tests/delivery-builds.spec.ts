import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/fixtures';
import { deployedBuilds, hostFolders, repoRoot } from '../support/e2e-env';
import {
  buildAgain,
  buildCandidate,
  checkOut,
  compositionIn,
  pageUrl,
  referencedAssets,
  serveDeployment,
  type AppName,
} from '../support/delivery';

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

test('composing from the deployment’s URLs writes the pages that composing from its folders writes', async () => {
  // The builds the site runs, each on an origin of its own as on a CDN, with the runtime config
  // beside the shell: the production command of the README.
  const deployment = await serveDeployment(deployedBuilds);
  try {
    const fromUrls = await mkdtemp(path.join(os.tmpdir(), 'composed-from-urls-'));
    await run(process.execPath, [
      path.join(repoRoot, 'scripts/delivery/compose.mjs'),
      '--config',
      deployment.configUrl,
      '--shell',
      deployment.origins.shell,
      '--remotes-from-config',
      '--out',
      fromUrls,
    ]);
    // Each app's manifest and server build came from its origin.
    for (const app of Object.keys(deployedBuilds) as AppName[]) {
      expect(deployment.requested[app], app).toContain('/render-manifest.json');
      expect(
        deployment.requested[app].some((requested) => requested.startsWith('/server/')),
        app,
      ).toBe(true);
    }

    // The same builds and config, read from the folders.
    const configFile = path.join(
      await mkdtemp(path.join(os.tmpdir(), 'site-config-')),
      'site-config.json',
    );
    await writeFile(configFile, JSON.stringify(deployment.config));
    const fromFolders = await mkdtemp(path.join(os.tmpdir(), 'composed-from-folders-'));
    await run(process.execPath, [
      path.join(repoRoot, 'scripts/delivery/compose.mjs'),
      '--config',
      configFile,
      '--shell',
      deployedBuilds.shell,
      '--tech-app',
      deployedBuilds['tech-app'],
      '--education-app',
      deployedBuilds['education-app'],
      '--out',
      fromFolders,
    ]);

    const composed = await compositionIn(fromUrls);
    const expected = await compositionIn(fromFolders);
    expect(composed.builds).toEqual(expected.builds);
    expect(composed.pages).toEqual(expected.pages);
    const manifests = await Promise.all(Object.values(deployedBuilds).map(manifestOf));
    expect(composed.pages).toHaveLength(
      manifests.reduce((count, manifest) => count + manifest.routes.length, 0),
    );
    const assets = new Set<string>();
    for (const page of composed.pages) {
      const html = await readFile(path.join(fromUrls, page.file), 'utf8');
      expect(html, page.path).toBe(await readFile(path.join(fromFolders, page.file), 'utf8'));
      for (const asset of referencedAssets(html, pageUrl(page), deployment.origins.shell)) {
        assets.add(asset);
      }
    }
    // Every stylesheet, script and preload the pages name is a file of that deployment.
    for (const origin of Object.values(deployment.origins)) {
      expect(
        [...assets].some((asset) => asset.startsWith(`${origin}/`)),
        origin,
      ).toBe(true);
    }
    for (const asset of assets) {
      expect((await fetch(asset)).status, asset).toBe(200);
    }
  } finally {
    await deployment.close();
  }
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
