import path from 'node:path';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import federation from '@originjs/vite-plugin-federation';
import type { UserConfig } from 'vite';
import { buildOutDir } from '../build/build-out-dir';
import { clientGraph } from '../build/client-graph';
import { readHeldPartCode, readModuleMap } from '../build/module-map';
import {
  federationBuildOptions,
  remoteFederationOptions,
  type RemoteAppName,
} from './federation-config';
import { scopeRemoteCss } from './scope-remote-css';
import { skipLinkedRemoteCss } from './skip-linked-remote-css';

interface RemoteViteConfigOptions {
  name: RemoteAppName;
  /** The remote's folder; its modules are named in `src/exposed-modules.ts`. */
  appDir: string;
  /** Port of `vite preview` in the dev loop. */
  previewPort: number;
}

/** The typed map of a remote's exposed modules (checked by tsc against the contract). */
export function exposedModulesFile(appDir: string): string {
  return path.join(appDir, 'src/exposed-modules.ts');
}

/**
 * The browser build of a remote: remoteEntry.js and hashed chunks in one static folder
 * (build-out-dir.ts), with the chunk graph the render manifest is made from. The server build
 * (shared/src/build/server-vite-config.ts) and the manifest step follow it.
 */
export function remoteViteConfig({
  name,
  appDir,
  previewPort,
}: RemoteViteConfigOptions): UserConfig {
  const modules = readModuleMap(exposedModulesFile(appDir));
  return {
    // The federation plugin resolves the remote's CSS against remoteEntry.js only when base is
    // '/'; asset URLs are made relative below so they never resolve against the shell's origin.
    base: '/',
    experimental: { renderBuiltUrl: () => ({ relative: true }) },
    plugins: [
      react(),
      tailwindcss(),
      federation(remoteFederationOptions(name, modules)),
      scopeRemoteCss(name),
      skipLinkedRemoteCss(),
      clientGraph({
        modules,
        heldParts: readHeldPartCode(appDir),
        entry: { fileName: 'remoteEntry.js' },
      }),
    ],
    build: {
      ...federationBuildOptions,
      outDir: buildOutDir(appDir),
      emptyOutDir: true,
      assetsDir: '',
    },
    preview: { port: previewPort, strictPort: true, cors: true },
  };
}
