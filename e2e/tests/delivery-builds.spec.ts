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
  editSource,
  pageUrl,
  referencedAssets,
  serveDeployment,
  type AppName,
  type RemoteApp,
  type SourceEdit,
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

/** A change to a remote's seam with the shell, and what its typecheck says of it. */
interface SeamBreak {
  change: string;
  edit: SourceEdit;
  /** The error `tsc` reports in src/exposed-modules.ts. */
  error: string;
}

const seamBreaks: Record<RemoteApp, SeamBreak[]> = {
  'tech-app': [
    {
      change: 'removing ./PricingSection',
      edit: {
        file: 'src/exposed-modules.ts',
        from: "  './PricingSection': () => import('./components/pricing-section'),\n",
        to: '',
      },
      error: `Property '"./PricingSection"' is missing`,
    },
    {
      change: 'renaming ./PortfolioTeaser',
      edit: {
        file: 'src/exposed-modules.ts',
        from: "'./PortfolioTeaser':",
        to: "'./PortfolioTeasers':",
      },
      error: `''./PortfolioTeasers'' does not exist in type 'ModuleImporters<TechExposes>'`,
    },
    {
      change: "changing the props of ./ServicesTeaser's component",
      edit: {
        file: 'src/components/services-teaser.tsx',
        from: 'export default function ServicesTeaser() {',
        to: 'export default function ServicesTeaser({ limit }: { limit: number }) {\n  void limit;',
      },
      error: `Property 'limit' is missing in type '{}' but required in type '{ limit: number; }'`,
    },
  ],
  'education-app': [
    {
      change: 'removing ./ProgramsTeaser',
      edit: {
        file: 'src/exposed-modules.ts',
        from: "  './ProgramsTeaser': () => import('./components/programs-teaser'),\n",
        to: '',
      },
      error: `Property '"./ProgramsTeaser"' is missing`,
    },
    {
      change: 'renaming ./CohortPage',
      edit: {
        file: 'src/exposed-modules.ts',
        from: "'./CohortPage':",
        to: "'./InternshipsPage':",
      },
      error: `''./InternshipsPage'' does not exist in type 'ModuleImporters<EducationExposes>'`,
    },
    {
      change: "changing the props of ./EducationPage's component",
      edit: {
        file: 'src/pages/education-page.tsx',
        from: 'export default function EducationPage() {',
        to: 'export default function EducationPage({ track }: { track: string }) {\n  void track;',
      },
      error: `Property 'track' is missing in type '{}' but required in type '{ track: string; }'`,
    },
  ],
};

/**
 * `tsc -p tsconfig.json` in a checkout, as `npm run typecheck` runs it; incremental, so checks of
 * one checkout in sequence recheck only what an edit touched.
 */
async function typecheck(appDir: string) {
  const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
  const buildInfo = path.join(appDir, '..', 'typecheck.tsbuildinfo');
  return run(
    process.execPath,
    [tsc, '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', buildInfo],
    { cwd: appDir },
  ).then(
    () => ({ failed: false, output: '' }),
    (error: { stdout: string }) => ({ failed: true, output: error.stdout }),
  );
}

for (const [app, breaks] of Object.entries(seamBreaks) as [RemoteApp, SeamBreak[]][]) {
  test(`${app}: removing or renaming an exposed module, or changing its props, fails its typecheck`, async () => {
    // One checkout of the team's folder; each change alone, then undone.
    const appDir = await checkOut(app);
    for (const seamBreak of breaks) {
      await test.step(seamBreak.change, async () => {
        const undo = await editSource(appDir, seamBreak.edit);
        const result = await typecheck(appDir);
        await undo();
        expect(result.failed, seamBreak.change).toBe(true);
        const seamErrors = result.output
          .split(/\n(?=\S)/)
          .filter((error) => error.startsWith('src/exposed-modules.ts('));
        expect(seamErrors.join('\n'), seamBreak.change).toContain(seamBreak.error);
      });
    }
  });
}
