import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, mainHeading, test } from '../support/fixtures';
import { deployFolders, deployRoot, e2eOrigins, repoRoot } from '../support/e2e-env';

const run = promisify(execFile);

/** A hash of every file in a folder, to show that the shell's deployed files never change. */
async function folderHash(folder: string): Promise<string> {
  const hash = createHash('sha256');
  const walk = async (dir: string) => {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else hash.update(entry.name).update(await readFile(full));
    }
  };
  await walk(folder);
  return hash.digest('hex');
}

/**
 * Builds a variant of one remote from a scratch copy of its sources with one visible text
 * changed, as that team's next release would be built: the shell is not involved.
 */
async function buildVariant(
  app: 'tech-app' | 'education-app',
  file: string,
  from: string,
  to: string,
) {
  const workDir = path.join(deployRoot, '..', `variant-${app}`);
  await rm(workDir, { recursive: true, force: true });
  await mkdir(workDir, { recursive: true });
  await cp(path.join(repoRoot, app), path.join(workDir, app), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}dist`) && !source.includes('node_modules'),
  });
  await symlink(path.join(repoRoot, 'shared'), path.join(workDir, 'shared'));
  await symlink(
    path.join(repoRoot, 'tsconfig.base.json'),
    path.join(workDir, 'tsconfig.base.json'),
  );
  const source = path.join(workDir, app, file);
  const text = await readFile(source, 'utf8');
  expect(text).toContain(from);
  await writeFile(source, text.replace(from, to));
  const outDir = path.join(workDir, 'dist');
  await run(process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: path.join(workDir, app),
    env: { ...process.env, REMOTE_OUT_DIR: outDir },
  });
  return outDir;
}

/** What a team's deploy does: stage the new folder beside the live one, then swap them. */
async function deploy(folder: string, target: string) {
  const staged = `${target}.next`;
  const previous = `${target}.previous`;
  await rm(staged, { recursive: true, force: true });
  await rm(previous, { recursive: true, force: true });
  await cp(folder, staged, { recursive: true });
  await rename(target, previous);
  await rename(staged, target);
  await rm(previous, { recursive: true, force: true });
}

/** The version stamp a build folder carries, and the one its origin serves now. */
async function stampIn(folder: string): Promise<string> {
  return (
    JSON.parse(await readFile(path.join(folder, 'version.json'), 'utf8')) as {
      buildVersion: string;
    }
  ).buildVersion;
}
async function liveStamp(origin: string): Promise<string> {
  const response = await fetch(`${origin}/version.json`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { buildVersion: string }).buildVersion;
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const cases = [
  {
    app: 'tech-app' as const,
    folder: deployFolders.techApp,
    origin: e2eOrigins.techApp,
    file: 'src/pages/services-page.tsx',
    path: '/services',
    before: 'IT services that grow your business',
    after: 'IT services, rebuilt by the tech team',
  },
  {
    app: 'education-app' as const,
    folder: deployFolders.educationApp,
    origin: e2eOrigins.educationApp,
    file: 'src/pages/education-page.tsx',
    path: '/education',
    before: 'Learn from developers who ship real software',
    after: 'Learn from developers, rebuilt by the education team',
  },
];

for (const deployCase of cases) {
  test(`${deployCase.app} is released and rolled back alone, the shell untouched`, async ({
    page,
  }) => {
    const shellBefore = await folderHash(deployFolders.shell);
    const released = path.join(repoRoot, `${deployCase.app}/dist`);
    const variant = await buildVariant(
      deployCase.app,
      deployCase.file,
      deployCase.before,
      deployCase.after,
    );
    try {
      await deploy(variant, deployCase.folder);
      expect(await liveStamp(deployCase.origin)).toBe(await stampIn(variant));
      await page.goto(deployCase.path);
      await expect(mainHeading(page)).toHaveText(deployCase.after);

      await deploy(released, deployCase.folder);
      expect(await liveStamp(deployCase.origin)).toBe(await stampIn(released));
      await page.reload();
      await expect(mainHeading(page)).toHaveText(deployCase.before);
    } finally {
      await deploy(released, deployCase.folder);
    }
    expect(await folderHash(deployFolders.shell)).toBe(shellBefore);
  });
}
