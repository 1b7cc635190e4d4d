import type { Plugin } from 'vite';
import { CONTRACT_VERSION } from '../contracts/remote-modules';

export interface VersionStamp {
  app: string;
  /** package version plus build time, e.g. `1.0.0+2026-11-23T09:12:00.000Z` */
  buildVersion: string;
  contractVersion: string;
}

/**
 * Writes `version.json` into the build folder, so whoever deploys or rolls back an app can see
 * which build is live (`curl https://…/version.json`) without reading its JavaScript.
 */
export function versionStamp(app: string, buildVersion: string): Plugin {
  return {
    name: 'site-version-stamp',
    apply: 'build',
    generateBundle() {
      const stamp: VersionStamp = { app, buildVersion, contractVersion: CONTRACT_VERSION };
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify(stamp, null, 2)}\n`,
      });
    },
  };
}

/** The build version of an app: its package version plus the moment it was built. */
export function buildVersionOf(packageVersion: string): string {
  return `${packageVersion}+${new Date().toISOString()}`;
}
