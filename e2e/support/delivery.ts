import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import serveHandler from 'serve-handler';
import { e2eOrigins, hostFolders, repoRoot, staticHost } from './e2e-env';
import { isNotFoundPath } from './routes';

const run = promisify(execFile);

export type RemoteApp = 'tech-app' | 'education-app';
export type AppName = 'shell' | RemoteApp;

/** A change to one source file of a candidate build. */
export interface SourceEdit {
  file: string;
  from: string;
  to: string;
}

async function npmBuild(appDir: string, outDir: string) {
  await run('npm', ['run', 'build', '--silent'], {
    cwd: appDir,
    env: { ...process.env, BUILD_OUT_DIR: outDir },
  });
}

/**
 * The installed packages for a checkout without the other apps: every package of the
 * repository's node_modules but the apps' workspace links, and `@site/shared`.
 */
async function packagesWithoutApps(target: string) {
  const source = path.join(repoRoot, 'node_modules');
  const workspaceLinks = new Set(['tech-app', 'education-app', 'shell', '@site']);
  await mkdir(path.join(target, '@site'), { recursive: true });
  await symlink(path.join(repoRoot, 'shared'), path.join(target, '@site', 'shared'));
  for (const name of await readdir(source)) {
    if (!workspaceLinks.has(name)) await symlink(path.join(source, name), path.join(target, name));
  }
}

/**
 * A checkout of one app's folder only, with `shared/`, the base tsconfig and the installed
 * packages beside it, as a team's checkout has them, after applying `edits`: no other app's
 * source is there. Returns the app's folder in it.
 */
export async function checkOut(app: AppName, edits: SourceEdit[] = []) {
  const workDir = await mkdtemp(path.join(os.tmpdir(), `candidate-${app}-`));
  await cp(path.join(repoRoot, app), path.join(workDir, app), {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
  });
  // The packages npm installed in the app's own folder (where it could not hoist them).
  const ownPackages = path.join(repoRoot, app, 'node_modules');
  if (existsSync(ownPackages)) await symlink(ownPackages, path.join(workDir, app, 'node_modules'));
  for (const shared of ['shared', 'tsconfig.base.json']) {
    await symlink(path.join(repoRoot, shared), path.join(workDir, shared));
  }
  await packagesWithoutApps(path.join(workDir, 'node_modules'));
  const appDir = path.join(workDir, app);
  for (const edit of edits) await editSource(appDir, edit);
  return appDir;
}

/** Applies one edit to a file of a checkout (checkOut); returns a function that undoes it. */
export async function editSource(appDir: string, edit: SourceEdit): Promise<() => Promise<void>> {
  const file = path.join(appDir, edit.file);
  const text = await readFile(file, 'utf8');
  if (!text.includes(edit.from)) throw new Error(`${edit.file} has no "${edit.from}"`);
  await writeFile(file, text.replace(edit.from, edit.to));
  return () => writeFile(file, text);
}

/** Builds a checkout of one app (checkOut) into a folder beside it; returns that folder. */
export async function buildCandidate(app: AppName, edits: SourceEdit[] = []) {
  const appDir = await checkOut(app, edits);
  const outDir = path.join(appDir, '..', 'build');
  await npmBuild(appDir, outDir);
  return outDir;
}

/** Builds an app's source in the repository once more, into a new folder. */
export async function buildAgain(app: AppName) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), `${app}-again-`));
  await npmBuild(path.join(repoRoot, app), outDir);
  return outDir;
}

/** What the release and rollback commands print, and how long they took. */
export interface DeliveryRun {
  output: string;
  milliseconds: number;
}

async function npmRun(args: string[]): Promise<DeliveryRun> {
  const started = performance.now();
  const { stdout } = await run('npm', ['run', '--silent', ...args], {
    cwd: repoRoot,
    env: { ...process.env, STATIC_HOST_DIR: staticHost },
  });
  return { output: stdout.trim(), milliseconds: Math.round(performance.now() - started) };
}

/** `npm run release -- <app> --build <folder>` against the e2e static host. */
export function release(app: AppName, build: string) {
  return npmRun(['release', '--', app, '--build', build]);
}

/** `npm run rollback -- <app>` against the e2e static host. */
export function rollback(app: AppName) {
  return npmRun(['rollback', '--', app]);
}

export interface ComposedPage {
  path: string;
  owner: AppName;
  file: string;
}

/** What a composition wrote into `folder` beside the pages (composition.json). */
export async function compositionIn(folder: string) {
  return JSON.parse(await readFile(path.join(folder, 'composition.json'), 'utf8')) as {
    builds: Record<AppName, string>;
    pages: ComposedPage[];
  };
}

/** The pages of the live composition. */
export async function composedPages(): Promise<ComposedPage[]> {
  return (await compositionIn(hostFolders.shell)).pages;
}

/**
 * The address a visitor opens for a composed page; for a not-found page, one where it answers:
 * "*" -> /no-such-page, "/services/*" -> /services/no-such-page.
 */
export function pageUrl(page: ComposedPage): string {
  if (page.path === '*') return '/no-such-page';
  return isNotFoundPath(page.path) ? page.path.replace(/\*$/, 'no-such-page') : page.path;
}

/** Every stylesheet, script and preload a page's HTML refers to, as URLs on `origin`. */
export function referencedAssets(
  html: string,
  pageUrlValue: string,
  origin: string = e2eOrigins.shell,
): string[] {
  const urls = [
    ...html.matchAll(/<link [^>]*rel="(?:stylesheet|modulepreload|preload)"[^>]*>/g),
    ...html.matchAll(/<script [^>]*src="[^"]+"[^>]*>/g),
  ].map(([tag]) => /(?:href|src)="([^"]+)"/.exec(tag)?.[1] ?? '');
  return urls.filter(Boolean).map((url) => new URL(url, new URL(pageUrlValue, origin)).href);
}

/** The build version an origin serves now. */
export async function liveBuildVersion(origin: string): Promise<string> {
  const response = await fetch(`${origin}/version.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${origin}/version.json answered ${response.status}`);
  return ((await response.json()) as { buildVersion: string }).buildVersion;
}

/** Builds served over HTTP, each app on an origin of its own, as a CDN serves a deployment. */
export interface ServedDeployment {
  origins: Record<AppName, string>;
  /** The deployment's runtime config, served beside the shell at `configUrl`. */
  config: Record<string, unknown>;
  configUrl: string;
  /** The paths each origin was asked for. */
  requested: Record<AppName, string[]>;
  close(): Promise<void>;
}

/**
 * Serves each build folder on a port of its own, with a runtime config beside the shell that
 * is the e2e site's own but names the remotes' entries on these origins.
 */
export async function serveDeployment(builds: Record<AppName, string>): Promise<ServedDeployment> {
  const apps = Object.keys(builds) as AppName[];
  const siteConfig = JSON.parse(
    await readFile(path.join(hostFolders.shell, 'site-config.json'), 'utf8'),
  ) as Record<string, unknown>;
  const requested = Object.fromEntries(apps.map((app) => [app, [] as string[]])) as Record<
    AppName,
    string[]
  >;
  let configJson = '';
  const servers = await Promise.all(
    apps.map(async (app) => {
      const server = http.createServer((req, res) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        requested[app].push(pathname);
        if (app === 'shell' && pathname === '/site-config.json') {
          res.setHeader('Content-Type', 'application/json');
          res.end(configJson);
          return;
        }
        void serveHandler(req, res, { public: builds[app], directoryListing: false });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return [app, server] as const;
    }),
  );
  const origins = Object.fromEntries(
    servers.map(([app, server]) => [
      app,
      `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    ]),
  ) as Record<AppName, string>;
  const config = {
    ...siteConfig,
    remotes: {
      techApp: `${origins['tech-app']}/remoteEntry.js`,
      educationApp: `${origins['education-app']}/remoteEntry.js`,
    },
  };
  configJson = JSON.stringify(config);
  return {
    origins,
    config,
    configUrl: `${origins.shell}/site-config.json`,
    requested,
    close: async () => {
      await Promise.all(
        servers.map(([, server]) => new Promise<void>((resolve) => server.close(() => resolve()))),
      );
    },
  };
}
