import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import federation from '@originjs/vite-plugin-federation';
import type { UserConfig } from 'vite';
import {
  federationBuildOptions,
  remoteFederationOptions,
  type RemoteAppName,
} from './federation-config';
import { scopeRemoteCss } from './scope-remote-css';
import { buildVersionOf, versionStamp } from './version-stamp';

const packageNames: Record<RemoteAppName, string> = {
  techApp: 'tech-app',
  educationApp: 'education-app',
};

interface RemoteViteConfigOptions {
  name: RemoteAppName;
  exposes: Record<string, string>;
  /** Port of `vite preview` in the dev loop. */
  previewPort: number;
  version: string;
}

/**
 * The Vite config of a remote. Output is one self-contained static folder (default dist/, or
 * REMOTE_OUT_DIR) that a team deploys by replacing its folder on the static host.
 */
export function remoteViteConfig({
  name,
  exposes,
  previewPort,
  version,
}: RemoteViteConfigOptions): UserConfig {
  const buildVersion = buildVersionOf(version);
  return {
    // The federation plugin resolves the remote's CSS against remoteEntry.js only when base is
    // '/'; asset URLs are made relative below so they never resolve against the shell's origin.
    base: '/',
    experimental: { renderBuiltUrl: () => ({ relative: true }) },
    plugins: [
      react(),
      tailwindcss(),
      federation(remoteFederationOptions(name, exposes)),
      scopeRemoteCss(name),
      versionStamp(packageNames[name], buildVersion),
    ],
    define: { 'import.meta.env.VITE_BUILD_VERSION': JSON.stringify(buildVersion) },
    build: {
      ...federationBuildOptions,
      outDir: process.env.REMOTE_OUT_DIR ?? 'dist',
      emptyOutDir: true,
      assetsDir: '',
    },
    preview: { port: previewPort, strictPort: true, cors: true },
  };
}
