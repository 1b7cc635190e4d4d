import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { sourceRemoteLoaderPlugin } from '../scripts/prerender/source-remote-loader-plugin';

const repoRoot = path.resolve(import.meta.dirname, '..');
/**
 * Benchmark only: the same shell and remotes composed in one ordinary build, without module
 * federation, to measure what federation costs. Never deployed.
 */
export default defineConfig({
  root: path.join(repoRoot, 'shell'),
  // The remotes' sources are imported directly instead of through federation.
  plugins: [sourceRemoteLoaderPlugin(), react(), tailwindcss()],
  build: {
    outDir: path.join(repoRoot, 'bench/dist-static'),
    emptyOutDir: true,
    target: 'esnext',
  },
  logLevel: 'warn',
});
