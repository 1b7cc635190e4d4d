// Puts an app's previous release back on the static host, then recomposes the pages.
//   npm run rollback -- tech-app
// STATIC_HOST_DIR names the static host (default .static-host/).
import { runCompose } from './run-compose.mjs';
import { APPS, previousRelease, rollBack, staticHostDir } from './static-host.mjs';

const [app] = process.argv.slice(2);
if (!APPS.includes(app)) {
  console.error(`Usage: npm run rollback -- <${APPS.join('|')}>`);
  process.exit(2);
}
const hostDir = staticHostDir();
const started = performance.now();
try {
  // The pages must render with the previous release before it is put back.
  await runCompose(['--host', hostDir, `--${app}`, await previousRelease(hostDir, app), '--check']);
  const rollback = await rollBack(hostDir, app);
  const composed = await runCompose(['--host', hostDir]);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Rolled ${app} back to ${rollback.buildVersion} (was ${rollback.previous}) in ${seconds} s.`,
  );
  console.log(composed);
} catch (error) {
  console.error(`Rollback of ${app} failed: ${error.message}`);
  process.exit(1);
}
