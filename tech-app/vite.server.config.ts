import { defineConfig } from 'vite';
import { remoteServerViteConfig } from '../shared/src/build/server-vite-config';

/** tech-app's server build: what the composition renders its pages and fragments with. */
export default defineConfig(remoteServerViteConfig({ appDir: import.meta.dirname }));
