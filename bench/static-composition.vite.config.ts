import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const repoRoot = path.resolve(import.meta.dirname, '..');
const federationLoader = path.join(repoRoot, 'shell/src/federation/remote-loader.ts');
const sourceLoader = path.join(repoRoot, 'scripts/prerender/source-remote-loader.ts');

/** Replaces the federation loader with plain lazy imports of the remotes' sources. */
function composeRemotesStatically(): Plugin {
  return {
    name: 'compose-remotes-statically',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('remote-loader')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === federationLoader ? sourceLoader : null;
    },
  };
}

/**
 * Benchmark only: the same shell and remotes composed in one ordinary build, without module
 * federation, to measure what federation costs. Never deployed.
 */
export default defineConfig({
  root: path.join(repoRoot, 'shell'),
  plugins: [composeRemotesStatically(), react(), tailwindcss()],
  build: {
    outDir: path.join(repoRoot, 'bench/dist-static'),
    emptyOutDir: true,
    target: 'esnext',
  },
  logLevel: 'warn',
});
