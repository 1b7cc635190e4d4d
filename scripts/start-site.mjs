// Serves the production builds of the shell and both remotes as three origins, plus the API with
// its embedded database: the whole site on loopback.  Usage: node scripts/start-site.mjs
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { prerenderSite } from './prerender.mjs';
import { runtimeConfig, siteOrigins, sitePorts } from './site-config.mjs';
import { securityHeaders, startStaticServer } from './static-server.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function startSite({
  env = process.env,
  folders = {
    shell: path.join(repoRoot, 'shell/dist'),
    techApp: path.join(repoRoot, 'tech-app/dist'),
    educationApp: path.join(repoRoot, 'education-app/dist'),
  },
  startApi = true,
  log = console.log,
} = {}) {
  const ports = sitePorts(env);
  const origins = siteOrigins(ports);
  const config = runtimeConfig(origins);
  const remoteOrigins = [origins.techApp, origins.educationApp];
  const shellHeaders = securityHeaders({
    scriptOrigins: remoteOrigins,
    connectOrigins: [origins.api],
  });
  const remoteHeaders = securityHeaders({ connectOrigins: [origins.api] });

  // A prerendered shell build is refreshed for these origins (remote stylesheet links).
  if (existsSync(path.join(folders.shell, 'app-shell.html'))) {
    await prerenderSite({
      config,
      shellFolder: folders.shell,
      remoteFolders: { techApp: folders.techApp, educationApp: folders.educationApp },
    });
  }

  const servers = await Promise.all([
    startStaticServer({
      root: folders.shell,
      port: ports.shell,
      spa: true,
      headers: shellHeaders,
      generatedFiles: { '/site-config.json': () => JSON.stringify(config, null, 2) },
    }),
    startStaticServer({
      root: folders.techApp,
      port: ports.techApp,
      corsOrigins: [origins.shell],
      headers: remoteHeaders,
    }),
    startStaticServer({
      root: folders.educationApp,
      port: ports.educationApp,
      corsOrigins: [origins.shell],
      headers: remoteHeaders,
    }),
  ]);

  let api;
  if (startApi) {
    api = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api/src/main.ts')], {
      cwd: repoRoot,
      env: { ...env, API_PORT: String(ports.api), SITE_ORIGINS: env.SITE_ORIGINS ?? origins.shell },
      stdio: 'inherit',
    });
  }

  log(`Site:          ${origins.shell}`);
  log(`tech-app:      ${origins.techApp}/remoteEntry.js`);
  log(`education-app: ${origins.educationApp}/remoteEntry.js`);
  if (startApi) log(`API:           ${origins.api}`);

  return {
    origins,
    async stop() {
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
