// Releases one app's current build to the static host, then recomposes the pages.
//   npm run release -- tech-app            (its build: tech-app/dist)
//   npm run release -- tech-app --build <folder>
// STATIC_HOST_DIR names the static host (default .static-host/).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runCompose } from './run-compose.mjs';
import { APPS, appBuildDir, releaseBuild, staticHostDir } from './static-host.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { build: { type: 'string' } },
});
const [app] = positionals;
if (!APPS.includes(app)) {
  console.error(`Usage: npm run release -- <${APPS.join('|')}> [--build <folder>]`);
  process.exit(2);
}
const hostDir = staticHostDir();
const started = performance.now();
try {
  const build = values.build ? path.resolve(values.build) : appBuildDir(app);
  // Every page must render with the candidate and the other apps as deployed, before anything
  // of it is published.
  await runCompose(['--host', hostDir, `--${app}`, build, '--check']);
  const release = await releaseBuild(hostDir, app, build);
  if (!release.changed) {
    console.log(`${app} ${release.buildVersion} is already live; recomposing the pages.`);
  }
  const composed = await runCompose(['--host', hostDir]);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Released ${app} ${release.buildVersion} (was ${release.previous ?? 'none'}) in ${seconds} s.`,
  );
  console.log(composed);
} catch (error) {
  console.error(`Release of ${app} failed: ${error.message}`);
  process.exit(1);
}
