import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { sourceRemoteLoaderPlugin } from './source-remote-loader-plugin';

const repoRoot = path.resolve(import.meta.dirname, '../..');

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
