import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import federation from '@originjs/vite-plugin-federation';
import {
  federationBuildOptions,
  hostFederationOptions,
} from '../shared/src/federation/federation-config';
import { buildOutDir } from '../shared/src/build/build-out-dir';
import { clientGraph } from '../shared/src/build/client-graph';
import { readHeldPartCode, readModuleMap } from '../shared/src/build/module-map';
import { PAGE_TEMPLATE_FILE } from '../shared/src/contracts/render-manifest';
import { earlyScript } from './early-script-plugin';

const appDir = import.meta.dirname;

/**
 * The browser build's index.html becomes the page template: the composition writes every page
 * into it, and `index.html` on the static host is the composed home page.
 */
function pageTemplate(): Plugin {
  return {
    name: 'site-page-template',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') this.error('the build has no index.html');
      delete bundle['index.html'];
      this.emitFile({ type: 'asset', fileName: PAGE_TEMPLATE_FILE, source: html.source });
    },
  };
}

/**
 * The dev server answers /site-config.json with the dev loop's origins (shared/dev-site-config.json).
 * It is not part of the build: every deployment writes its own.
 */
function devRuntimeConfig(): Plugin {
  return {
    name: 'site-dev-runtime-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/site-config.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.end(readFileSync(path.join(appDir, '../shared/dev-site-config.json')));
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    federation(hostFederationOptions()),
    clientGraph({
      modules: readModuleMap(path.join(appDir, 'src/pages/page-modules.ts')),
      heldParts: readHeldPartCode(appDir),
      entry: { module: path.join(appDir, 'src/main.tsx') },
      withSharedModules: true,
    }),
    pageTemplate(),
    earlyScript(appDir),
    devRuntimeConfig(),
  ],
  build: {
    ...federationBuildOptions,
    // The shell's small shared chunks merge into the ones that import them: on a phone each
    // request costs a round trip (six at a time per origin), and the first load makes about twenty.
    // (The remotes keep the smaller threshold: larger merges break their federation chunks.)
    rollupOptions: {
      output: {
        experimentalMinChunkSize: 20_000,
        // The FAQ's text (search and the FAQ sections, both loaded later) keeps a chunk of its
        // own: merged by size, it landed in the federation runtime's chunk, which every page loads.
        manualChunks: (id) => (id.includes('/src/faq/faq-data') ? 'faq-data' : undefined),
      },
    },
    outDir: buildOutDir(appDir),
  },
  server: { port: 4173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
