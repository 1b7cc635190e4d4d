import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/fixtures';
import { hostFolders, repoRoot } from '../support/e2e-env';
import {
  buildAgain,
  buildCandidate,
  checkOut,
  editSource,
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
