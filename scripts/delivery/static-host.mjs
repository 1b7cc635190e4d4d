// The local static host: one folder per app origin, as a CDN or static host would hold them.
// Publishing a build puts its hashed files in first (old ones stay, so open tabs keep working),
// then its other files, then swaps the entry and the manifest in by rename, so no file ever
// answers 404 or half-written. Each app's release history lives beside the folders:
//
//   <host>/shell/  <host>/tech-app/  <host>/education-app/      served, one origin each
//   <host>/.releases/<app>.json                                  history: stack and publish log
//   <host>/.releases/<app>/<buildVersion>/                       each released build, for rollback
import { cp, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const APPS = /** @type {const} */ (['shell', 'tech-app', 'education-app']);
/** @typedef {(typeof APPS)[number]} AppName */

export const RENDER_MANIFEST_FILE = 'render-manifest.json';
export const VERSION_FILE = 'version.json';

/** Builds whose files stay served: the live one and the three before it. */
export const KEPT_GENERATIONS = 4;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The local static host folder: STATIC_HOST_DIR, or `.static-host/` in the repository. */
export function staticHostDir(env = process.env) {
  return path.resolve(env.STATIC_HOST_DIR ?? path.join(repoRoot, '.static-host'));
}

/** Where an app's own build goes (its `dist/`, as the app's build writes it). */
export function appBuildDir(app) {
  return path.join(repoRoot, app, 'dist');
}

/** The folder an app's origin serves. */
export function appFolder(hostDir, app) {
  return path.join(hostDir, app);
}

function historyFile(hostDir, app) {
  return path.join(hostDir, '.releases', `${app}.json`);
}

function keptBuildFolder(hostDir, app, buildVersion) {
  return path.join(hostDir, '.releases', app, buildVersion.replace(/[^\w.+-]/g, '_'));
}

/**
 * An app's release history: `stack` is the releases in order (rollback pops the top), `log`
 * every publish with the files it served (for keeping the last builds' files).
 * @typedef {{ buildVersion: string, files: string[], at: string, action: 'release' | 'rollback' }} PublishRecord
 * @typedef {{ stack: string[], log: PublishRecord[] }} History
 */

/** @returns {Promise<History>} */
export async function readHistory(hostDir, app) {
  try {
    return JSON.parse(await readFile(historyFile(hostDir, app), 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return { stack: [], log: [] };
    throw error;
  }
}

async function writeAtomically(file, content) {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}

async function copyAtomically(from, to) {
  const temporary = `${to}.${process.pid}.tmp`;
  await mkdir(path.dirname(to), { recursive: true });
  await cp(from, temporary);
  await rename(temporary, to);
}

/** A file named by its content (`name-HASH.ext`): never changes, so never overwritten. */
export function isContentHashed(file) {
  return /-[\w-]{8}\.(?:m?js|css|svg|png|webp|avif|woff2)$/.test(file);
}

/** The manifest of a build folder. */
export async function readManifest(folder) {
  return JSON.parse(await readFile(path.join(folder, RENDER_MANIFEST_FILE), 'utf8'));
}

/** The build version live at an app's origin, or null. */
export async function liveBuildVersion(hostDir, app) {
  return (await liveManifest(hostDir, app))?.buildVersion ?? null;
}

/** The manifest of the app's live build, or null before its first release. */
export async function liveManifest(hostDir, app) {
  const file = path.join(appFolder(hostDir, app), RENDER_MANIFEST_FILE);
  if (!existsSync(file)) return null;
  return readManifest(appFolder(hostDir, app));
}

/** The server-side render code of a build, which composition runs and browsers never load. */
export const isServerFile = (file) => file.startsWith('server/');

/** The files of the app's live build that browsers load (none before its first release). */
export async function liveBrowserFiles(hostDir, app) {
  return ((await liveManifest(hostDir, app))?.files ?? []).filter((file) => !isServerFile(file));
}

/**
 * Copies a build into the app's origin folder, in the order that keeps every answer whole:
 * content-hashed files (new ones only), other files (each by rename), then the entry, the
 * version stamp and the manifest (each by rename). Files of the builds before it stay.
 */
async function copyBuildIntoOrigin(buildFolder, originFolder, manifest) {
  const entryFiles = [manifest.template ?? manifest.entry.js[0]];
  const last = new Set([...entryFiles, VERSION_FILE, RENDER_MANIFEST_FILE]);
  await mkdir(originFolder, { recursive: true });
  for (const file of manifest.files.filter(isContentHashed)) {
    const target = path.join(originFolder, file);
    if (!existsSync(target)) await copyAtomically(path.join(buildFolder, file), target);
  }
  for (const file of manifest.files.filter((name) => !isContentHashed(name) && !last.has(name))) {
    await copyAtomically(path.join(buildFolder, file), path.join(originFolder, file));
  }
  for (const file of [...entryFiles, VERSION_FILE, RENDER_MANIFEST_FILE]) {
    await copyAtomically(path.join(buildFolder, file), path.join(originFolder, file));
  }
}

/**
 * Removes the files that only builds older than the last KEPT_GENERATIONS published ones
 * needed, and the kept copies of builds no longer in reach of a rollback or an open tab.
 */
async function pruneOldBuilds(hostDir, app, history) {
  const recent = [];
  for (const record of [...history.log].reverse()) {
    if (!recent.includes(record.buildVersion)) recent.push(record.buildVersion);
    if (recent.length === KEPT_GENERATIONS) break;
  }
  const keptFiles = new Set(
    history.log.filter((record) => recent.includes(record.buildVersion)).flatMap((r) => r.files),
  );
  const oldFiles = new Set(
    history.log.filter((record) => !recent.includes(record.buildVersion)).flatMap((r) => r.files),
  );
  for (const file of oldFiles) {
    if (!keptFiles.has(file)) await rm(path.join(appFolder(hostDir, app), file), { force: true });
  }
  const reachable = new Set([...recent, ...history.stack]);
  for (const record of history.log) {
    if (!reachable.has(record.buildVersion)) {
      await rm(keptBuildFolder(hostDir, app, record.buildVersion), {
        recursive: true,
        force: true,
      });
    }
  }
  history.log = history.log.filter((record) => reachable.has(record.buildVersion));
}

/**
 * Serves a kept build at the app's origin and records it.
 * @param {(stack: string[]) => string[]} nextStack the release stack after this publish
 */
async function publish(hostDir, app, buildFolder, manifest, action, nextStack) {
  const history = await readHistory(hostDir, app);
  await copyBuildIntoOrigin(buildFolder, appFolder(hostDir, app), manifest);
  history.stack = nextStack(history.stack);
  history.log.push({
    buildVersion: manifest.buildVersion,
    files: manifest.files,
    at: new Date().toISOString(),
    action,
  });
  await pruneOldBuilds(hostDir, app, history);
  await mkdir(path.dirname(historyFile(hostDir, app)), { recursive: true });
  await writeAtomically(historyFile(hostDir, app), `${JSON.stringify(history, null, 2)}\n`);
  return history;
}

/**
 * Releases a build of `app` to the static host. A build that is already live is left alone.
 * @returns {Promise<{ buildVersion: string, previous: string | null, changed: boolean }>}
 */
export async function releaseBuild(hostDir, app, buildFolder = appBuildDir(app)) {
  const manifest = await readManifest(buildFolder);
  if (manifest.app !== app)
    throw new Error(`${buildFolder} holds a build of ${manifest.app}, not ${app}`);
  const previous = await liveBuildVersion(hostDir, app);
  if (previous === manifest.buildVersion) {
    return { buildVersion: manifest.buildVersion, previous, changed: false };
  }
  // Keep the build itself for a later rollback, whatever happens to the host's folder.
  const kept = keptBuildFolder(hostDir, app, manifest.buildVersion);
  if (!existsSync(path.join(kept, RENDER_MANIFEST_FILE))) {
    await rm(kept, { recursive: true, force: true });
    await cp(buildFolder, kept, { recursive: true });
  }
  await publish(hostDir, app, kept, manifest, 'release', (stack) => [
    ...stack,
    manifest.buildVersion,
  ]);
  return { buildVersion: manifest.buildVersion, previous, changed: true };
}

/** The kept folder of the release a rollback would put back. */
export async function previousRelease(hostDir, app) {
  const { stack } = await readHistory(hostDir, app);
  if (stack.length < 2) throw new Error(`${app} has no earlier release to roll back to`);
  return keptBuildFolder(hostDir, app, stack.at(-2));
}

/**
 * Puts the release before the live one back.
 * @returns {Promise<{ buildVersion: string, previous: string }>}
 */
export async function rollBack(hostDir, app) {
  const { stack } = await readHistory(hostDir, app);
  const kept = await previousRelease(hostDir, app);
  const [target, previous] = stack.slice(-2);
  const manifest = await readManifest(kept);
  await publish(hostDir, app, kept, manifest, 'rollback', (stack) => stack.slice(0, -1));
  return { buildVersion: target, previous };
}

/** Whether a path exists and is a folder. */
export async function isFolder(folder) {
  try {
    return (await stat(folder)).isDirectory();
  } catch {
    return false;
  }
}
