import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/src/federation/remote-vite-config';
import packageJson from './package.json' with { type: 'json' };
import { exposes } from './exposes';

export default defineConfig(
  remoteViteConfig({
    name: 'techApp',
    version: packageJson.version,
    previewPort: 4174,
    exposes,
  }),
);
