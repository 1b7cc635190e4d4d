import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const repoRoot = path.resolve(import.meta.dirname, '../..');

const federationLoader = path.join(repoRoot, 'shell/src/federation/remote-loader.ts');
const sourceLoader = path.join(repoRoot, 'scripts/prerender/source-remote-loader.ts');

/** Resolves every import of the shell's federation loader to the source loader. */
function sourceRemoteLoaderPlugin(): Plugin {
  return {
    name: 'use-source-remote-loader',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('remote-loader')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === federationLoader ? sourceLoader : null;
    },
  };
}

/**
 * Server build of the shell for prerendering: the same App, with the federation loader swapped
 * for one that imports the remotes' sources.
 */
export default defineConfig({
  root: path.join(repoRoot, 'shell'),
  plugins: [sourceRemoteLoaderPlugin(), react()],
  publicDir: false,
  ssr: { noExternal: ['@site/shared'] },
  build: {
    ssr: path.join(repoRoot, 'shell/src/entry-prerender.tsx'),
    outDir: path.join(repoRoot, 'shell/dist-prerender'),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
  },
  logLevel: 'warn',
});
