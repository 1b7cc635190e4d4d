/**
 * The one place that knows how the apps are composed with module federation. Moving to another
 * federation runtime means changing this file and the shell's remote loader.
 */

import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The part of React Router the apps use (see router-exports.ts). */
export const routerExportsFile = path.join(import.meta.dirname, 'router-exports.ts');
const routerVersion: string = require('react-router-dom/package.json').version;

interface SharedModuleOptions {
  packagePath?: string;
  version?: string;
}

/** Modules every app shares as singletons; leaving one out splits React or the store. */
export const sharedSingletons: Record<string, SharedModuleOptions> = {
  react: {},
  'react-dom': {},
  'react-router-dom': { packagePath: routerExportsFile, version: routerVersion },
  zustand: {},
  '@site/shared': {},
};

export type RemoteAppName = 'techApp' | 'educationApp';

export interface FederationOptions {
  name: string;
  filename?: string;
  exposes?: Record<string, string>;
  remotes?: Record<string, string>;
  shared: Record<string, SharedModuleOptions>;
}

/** Options for a remote app: its name and the modules it exposes to the shell. */
export function remoteFederationOptions(
  name: RemoteAppName,
  exposes: Record<string, string>,
): FederationOptions {
  return { name, filename: 'remoteEntry.js', exposes, shared: sharedSingletons };
}

/**
 * Options for the shell. The remote URLs here are placeholders only: the real URLs come from the
 * runtime config and are set by the shell's remote loader before the first remote import.
 */
export function hostFederationOptions(): FederationOptions {
  return {
    name: 'shell',
    remotes: {
      techApp: 'http://remote-url-set-at-runtime.invalid/techApp/remoteEntry.js',
      educationApp: 'http://remote-url-set-at-runtime.invalid/educationApp/remoteEntry.js',
    },
    shared: sharedSingletons,
  };
}

/** Build options both host and remotes need for this federation runtime. */
export const federationBuildOptions = {
  target: 'esnext',
  modulePreload: false,
  cssCodeSplit: false,
  rollupOptions: {
    output: {
      // Merge chunks under 2 KB (icons, tiny data modules) into the chunks that import them:
      // each request costs about a kilobyte of headers and a round trip on the first load.
      experimentalMinChunkSize: 2048,
    },
  },
} as const;
