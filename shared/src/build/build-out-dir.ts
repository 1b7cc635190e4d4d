import path from 'node:path';

/**
 * Where an app's build goes: `dist/` in the app's folder, or BUILD_OUT_DIR (a team building a
 * candidate beside its last build). The browser build, the server build (`server/` inside it)
 * and the manifest step all read it from here.
 */
export function buildOutDir(appDir: string): string {
  return process.env.BUILD_OUT_DIR ?? path.join(appDir, 'dist');
}
