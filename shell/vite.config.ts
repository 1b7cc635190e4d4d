import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import federation from '@originjs/vite-plugin-federation';
import {
  federationBuildOptions,
  hostFederationOptions,
} from '../shared/src/federation/federation-config';

export default defineConfig({
  plugins: [react(), tailwindcss(), federation(hostFederationOptions())],
  build: { ...federationBuildOptions, outDir: process.env.SHELL_OUT_DIR ?? 'dist' },
  server: { port: 4173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
