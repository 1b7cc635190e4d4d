import { createHash } from 'node:crypto';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** Bundles the early script into one small classic script: it must run before the content. */
async function bundleEarlyScript(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}

/**
 * Puts the early script (src/early-script.ts) in <head>, ahead of everything else, as a file of
 * its own named by its content: `assets/early-<hash>.js`, cached for good like every hashed file.
 */
export function earlyScript(appDir: string): Plugin {
  const entry = path.join(appDir, 'src/early-script.ts');
  let fileName = 'assets/early.js';
  let code = '';
  return {
    name: 'site-early-script',
    async buildStart() {
      this.addWatchFile(entry);
      code = await bundleEarlyScript(entry);
      fileName = `assets/early-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
    },
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, async (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(await bundleEarlyScript(entry));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'pre',
      handler: () => [{ tag: 'script', attrs: { src: `/${fileName}` }, injectTo: 'head-prepend' }],
    },
  };
}
