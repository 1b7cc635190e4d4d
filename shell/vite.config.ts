import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import federation from '@originjs/vite-plugin-federation';
import {
  federationBuildOptions,
  hostFederationOptions,
} from '../shared/src/federation/federation-config';
import { buildVersionOf, versionStamp } from '../shared/src/federation/version-stamp';
import packageJson from './package.json' with { type: 'json' };

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    federation(hostFederationOptions()),
    versionStamp('shell', buildVersionOf(packageJson.version)),
  ],
  build: { ...federationBuildOptions, outDir: process.env.SHELL_OUT_DIR ?? 'dist' },
  server: { port: 4173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
