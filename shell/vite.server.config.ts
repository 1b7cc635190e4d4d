import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { shellServerViteConfig } from '../shared/src/build/server-vite-config';

const federationLoader = path.join(import.meta.dirname, 'src/federation/remote-loader.ts');
const serverLoader = path.join(import.meta.dirname, 'src/federation/server-remote-loader.ts');

/** On the server, remote modules come from the remotes' server builds, not through federation. */
function serverRemoteLoader(): Plugin {
  return {
    name: 'use-server-remote-loader',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('remote-loader')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === federationLoader ? serverLoader : null;
    },
  };
}

/** The shell's server build: the renderer the composition uses, and the shared modules. */
export default defineConfig(
  shellServerViteConfig({
    appDir: import.meta.dirname,
    entry: path.join(import.meta.dirname, 'src/entry-server.tsx'),
    plugins: [serverRemoteLoader()],
  }),
);
