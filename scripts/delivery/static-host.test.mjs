import { mkdtemp, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  KEPT_GENERATIONS,
  isContentHashed,
  liveBrowserFiles,
  liveBuildVersion,
  readHistory,
  releaseBuild,
  rollBack,
} from './static-host.mjs';

let root;
let host;

/** A remote's build: remoteEntry.js naming its one chunk, and the manifest listing its files. */
async function fakeBuild(name, chunkText = name) {
  const folder = path.join(root, 'builds', name);
  await mkdir(folder, { recursive: true });
  const chunk = `page-${name.padEnd(8, 'x').slice(0, 8)}.js`;
  await writeFile(path.join(folder, chunk), chunkText);
  await writeFile(path.join(folder, 'remoteEntry.js'), `import('./${chunk}')`);
  await writeFile(path.join(folder, 'version.json'), JSON.stringify({ buildVersion: name }));
  const manifest = {
    app: 'tech-app',
    buildVersion: name,
    entry: { js: ['remoteEntry.js'], css: [] },
    files: [chunk, 'remoteEntry.js'],
  };
  await writeFile(path.join(folder, 'render-manifest.json'), JSON.stringify(manifest));
  return { folder, chunk };
}

const served = (file) => path.join(host, 'tech-app', file);

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'static-host-test-'));
  host = path.join(root, 'host');
});

describe('releaseBuild', () => {
  it('serves the build: its files, entry, version stamp and manifest', async () => {
    const build = await fakeBuild('one');
    const result = await releaseBuild(host, 'tech-app', build.folder);
    expect(result).toEqual({ buildVersion: 'one', previous: null, changed: true });
    expect(await readFile(served('remoteEntry.js'), 'utf8')).toBe(`import('./${build.chunk}')`);
    expect(existsSync(served(build.chunk))).toBe(true);
    expect(await liveBuildVersion(host, 'tech-app')).toBe('one');
  });

  it("lists the live build's files that browsers load, without its server-side render code", async () => {
    expect(await liveBrowserFiles(host, 'tech-app')).toEqual([]);
    const build = await fakeBuild('one');
    await mkdir(path.join(build.folder, 'server'));
    await writeFile(path.join(build.folder, 'server/entry-Ab12Cd34.mjs'), 'export {};');
    const manifestFile = path.join(build.folder, 'render-manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    manifest.files.push('server/entry-Ab12Cd34.mjs');
    await writeFile(manifestFile, JSON.stringify(manifest));
    await releaseBuild(host, 'tech-app', build.folder);
    expect(await liveBrowserFiles(host, 'tech-app')).toEqual([build.chunk, 'remoteEntry.js']);
  });

  it('leaves a build that is already live alone', async () => {
    const build = await fakeBuild('one');
    await releaseBuild(host, 'tech-app', build.folder);
    const again = await releaseBuild(host, 'tech-app', build.folder);
    expect(again.changed).toBe(false);
    expect((await readHistory(host, 'tech-app')).stack).toEqual(['one']);
  });

  it('refuses a build of another app', async () => {
    const build = await fakeBuild('one');
    await expect(releaseBuild(host, 'education-app', build.folder)).rejects.toThrow(/tech-app/);
  });

  it(`keeps the files of the last ${KEPT_GENERATIONS} builds for open tabs, and no older ones`, async () => {
    const builds = [];
    for (const name of ['b1', 'b2', 'b3', 'b4', 'b5', 'b6']) {
      builds.push(await fakeBuild(name));
      await releaseBuild(host, 'tech-app', builds.at(-1).folder);
    }
    const kept = builds.slice(-KEPT_GENERATIONS).map((build) => build.chunk);
    const gone = builds.slice(0, -KEPT_GENERATIONS).map((build) => build.chunk);
    for (const chunk of kept) expect(existsSync(served(chunk)), chunk).toBe(true);
    for (const chunk of gone) expect(existsSync(served(chunk)), chunk).toBe(false);
    expect(await readdir(path.join(host, '.releases', 'tech-app'))).toHaveLength(6);
  });

  it('never removes a file that a kept build shares with an old one', async () => {
    const shared = await fakeBuild('shared1');
    await releaseBuild(host, 'tech-app', shared.folder);
    // Later builds all carry the same chunk as the first one, under its name.
    for (const name of ['n2', 'n3', 'n4', 'n5']) {
      const build = await fakeBuild(name);
      await writeFile(path.join(build.folder, shared.chunk), 'shared1');
      const manifest = JSON.parse(await readFile(path.join(build.folder, 'render-manifest.json')));
      manifest.files.push(shared.chunk);
      await writeFile(path.join(build.folder, 'render-manifest.json'), JSON.stringify(manifest));
      await releaseBuild(host, 'tech-app', build.folder);
    }
    expect(existsSync(served(shared.chunk))).toBe(true);
  });
});

describe('rollBack', () => {
  it('puts the previous release back, and the one before that on a second rollback', async () => {
    const [one, two, three] = [
      await fakeBuild('one'),
      await fakeBuild('two'),
      await fakeBuild('three'),
    ];
    for (const build of [one, two, three]) await releaseBuild(host, 'tech-app', build.folder);

    expect(await rollBack(host, 'tech-app')).toEqual({ buildVersion: 'two', previous: 'three' });
    expect(await liveBuildVersion(host, 'tech-app')).toBe('two');
    expect(await readFile(served('remoteEntry.js'), 'utf8')).toBe(`import('./${two.chunk}')`);
    // The rolled-back release's files stay for the tabs that loaded it.
    expect(existsSync(served(three.chunk))).toBe(true);

    await rollBack(host, 'tech-app');
    expect(await liveBuildVersion(host, 'tech-app')).toBe('one');
    await expect(rollBack(host, 'tech-app')).rejects.toThrow(/no earlier release/);
  });

  it('works from the kept copy when the build folder is gone', async () => {
    const one = await fakeBuild('one');
    await releaseBuild(host, 'tech-app', one.folder);
    await releaseBuild(host, 'tech-app', (await fakeBuild('two')).folder);
    await writeFile(path.join(one.folder, 'render-manifest.json'), 'overwritten');
    await rollBack(host, 'tech-app');
    expect(await liveBuildVersion(host, 'tech-app')).toBe('one');
  });
});

describe('isContentHashed', () => {
  it('tells hashed file names from fixed ones', () => {
    expect(isContentHashed('assets/index-CstGYLK3.js')).toBe(true);
    expect(isContentHashed('server/chunks/page-D88k8axE.mjs')).toBe(true);
    expect(isContentHashed('style-Dzj5sZYi.css')).toBe(true);
    expect(isContentHashed('remoteEntry.js')).toBe(false);
    expect(isContentHashed('site-config.json')).toBe(false);
    expect(isContentHashed('render-manifest.json')).toBe(false);
  });
});
