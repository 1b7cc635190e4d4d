import path from 'node:path';
import type { Plugin } from 'vite';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const federationLoader = path.join(repoRoot, 'shell/src/federation/remote-loader.ts');
const sourceLoader = path.join(repoRoot, 'scripts/prerender/source-remote-loader.ts');

/**
 * Resolves every import of the shell's federation loader to the source loader, which imports the
 * remotes' exposed modules from their sources. Used by the prerender build and by the
 * benchmark's static composition.
 */
export function sourceRemoteLoaderPlugin(): Plugin {
  return {
    name: 'use-source-remote-loader',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('remote-loader')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === federationLoader ? sourceLoader : null;
    },
  };
}
