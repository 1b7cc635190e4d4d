// Serves the whole site on this machine: the static host (one origin per app) with the apps'
// current builds released to it and the pages composed, plus the API with its embedded
// database.  Usage: node scripts/start-site.mjs   (npm start builds first)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCompose } from './delivery/run-compose.mjs';
import { runtimeConfig, siteOrigins, sitePorts } from './delivery/site-config.mjs';
import {
  APPS,
  RENDER_MANIFEST_FILE,
  VERSION_FILE,
  appBuildDir,
  appFolder,
  liveBrowserFiles,
  releaseBuild,
  staticHostDir,
} from './delivery/static-host.mjs';
import {
  cspReportUrl,
  securityHeaders,
  shellSecurityHeaders,
  startStaticServer,
} from './delivery/static-server.mjs';
import { waitUntilAnswering } from './wait-until-answering.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {object} [options]
 * @param {NodeJS.ProcessEnv} [options.env] ports (SHELL_PORT, ...) and the API's settings
 * @param {string} [options.hostDir] the static host folder
 * @param {Partial<Record<'shell' | 'tech-app' | 'education-app', string>>} [options.builds] builds
 *   released to the host first when they are not live there yet (default: each app's dist/)
 * @param {boolean} [options.startApi]
 * @param {(message: string) => void} [options.log]
 */
export async function startSite({
  env = process.env,
  hostDir = staticHostDir(env),
  builds = {},
  startApi = true,
  log = console.log,
} = {}) {
  const ports = sitePorts(env);
  const origins = siteOrigins(ports);
  for (const app of APPS) {
    const build = builds[app] ?? appBuildDir(app);
    if (existsSync(path.join(build, RENDER_MANIFEST_FILE))) await releaseBuild(hostDir, app, build);
  }
  // This machine's runtime config, then the pages composed for it.
  const config = runtimeConfig(origins);
  await writeFile(
    path.join(appFolder(hostDir, 'shell'), 'site-config.json'),
    `${JSON.stringify(config, null, 2)}\n`,
  );
  log(await runCompose(['--host', hostDir]));

  /** The browser reports CSP violations of an app's pages to the API, naming the live build. */
  const reportTo = (app) => {
    let buildVersion;
    try {
      const stamp = JSON.parse(readFileSync(path.join(appFolder(hostDir, app), VERSION_FILE)));
      buildVersion = stamp.buildVersion;
    } catch {
      // No build released yet: the report names the app only.
    }
    return cspReportUrl(origins.api, app, buildVersion);
  };
  const servers = await Promise.all([
    startStaticServer({
      root: appFolder(hostDir, 'shell'),
      port: ports.shell,
      cleanUrls: true,
      compressAhead: await liveBrowserFiles(hostDir, 'shell'),
      headers: () => shellSecurityHeaders(config, reportTo('shell')),
    }),
    ...[
      ['techApp', 'tech-app'],
      ['educationApp', 'education-app'],
    ].map(async ([remote, app]) =>
      startStaticServer({
        root: appFolder(hostDir, app),
        port: ports[remote],
        compressAhead: await liveBrowserFiles(hostDir, app),
        corsOrigins: [origins.shell],
        headers: () => securityHeaders({ connectOrigins: [origins.api], reportTo: reportTo(app) }),
      }),
    ),
  ]);

  let api;
  let apiAnswering = Promise.resolve();
  let stopping = false;
  if (startApi) {
    api = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/main.ts')], {
      cwd: repoRoot,
      env: { ...env, API_PORT: String(ports.api), SITE_ORIGINS: env.SITE_ORIGINS ?? origins.shell },
      stdio: 'inherit',
    });
    const exited = new Promise((resolve) => {
      api.once('exit', (code, signal) =>
        resolve(`its process exited (${signal ?? `code ${code}`})`),
      );
    });
    // A first start opens the embedded database and migrates it: seconds here, more on a busy
    // machine. The pages are served meanwhile; their forms answer once the API does.
    apiAnswering = waitUntilAnswering(`${origins.api}/api/health/`, {
      timeoutMs: 120_000,
      gaveUp: exited,
    });
    apiAnswering.then(
      () => log(`API ready:     ${origins.api}`),
      // Stopped while it started (Ctrl-C): nothing went wrong.
      (error) => stopping || log(`The API did not start: ${error.message}`),
    );
  }

  log(`Site:          ${origins.shell}`);
  log(`tech-app:      ${origins.techApp}/remoteEntry.js`);
  log(`education-app: ${origins.educationApp}/remoteEntry.js`);
  if (startApi) log(`API:           ${origins.api} (starting; the forms send once it is ready)`);
  log(`Static host:   ${hostDir}`);

  return {
    origins,
    hostDir,
    apiAnswering,
    async stop() {
      stopping = true;
      api?.kill('SIGTERM');
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = await startSite();
  const shutdown = () => void site.stop().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
