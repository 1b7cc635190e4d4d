import { defineConfig } from 'vite';
import { remoteViteConfig } from '../shared/src/federation/remote-vite-config';

export default defineConfig(
  remoteViteConfig({ name: 'techApp', appDir: import.meta.dirname, previewPort: 4174 }),
);
