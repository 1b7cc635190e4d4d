// Serves a candidate build of a remote where testers can load it against the running site:
//   npm run serve:candidate -- tech-app                  (its build: tech-app/dist)
//   npm run serve:candidate -- tech-app --build <folder>
// then open the site with ?override-tech-app=http://localhost:4177/remoteEntry.js. The port is
// the candidate origin of the local runtime config (CANDIDATE_PORT, default the shell's + 4).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { siteOrigins, sitePorts } from './site-config.mjs';
import { appBuildDir } from './static-host.mjs';
import { securityHeaders, startStaticServer } from './static-server.mjs';

/**
 * @param {{ build: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<{ entryUrl: string, stop(): Promise<void> }>}
 */
export async function serveCandidate({ build, env = process.env }) {
  const ports = sitePorts(env);
  const origins = siteOrigins(ports);
  const server = await startStaticServer({
    root: build,
    port: ports.candidate,
    corsOrigins: [origins.shell],
    headers: securityHeaders({ connectOrigins: [origins.api] }),
  });
  return {
    entryUrl: `${origins.candidate}/remoteEntry.js`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { build: { type: 'string' } },
  });
  const [app] = positionals;
  if (app !== 'tech-app' && app !== 'education-app') {
    console.error('Usage: npm run serve:candidate -- <tech-app|education-app> [--build <folder>]');
    process.exit(2);
  }
  const build = values.build ? path.resolve(values.build) : appBuildDir(app);
  const candidate = await serveCandidate({ build });
  const shell = siteOrigins(sitePorts()).shell;
  console.log(`Candidate ${app}: ${candidate.entryUrl}`);
  console.log(`Try it: ${shell}/?override-${app}=${encodeURIComponent(candidate.entryUrl)}`);
}
