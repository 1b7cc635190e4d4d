import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { routerExportsFile } from '../federation/federation-config';
import { buildOutDir } from './build-out-dir';

/**
 * The modules the remotes' server builds take from the shell's server build, as their browser
 * builds take them from the shell through federation: one React, one router, one store.
 */
export const SERVER_SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router-dom',
  'zustand',
  '@site/shared',
] as const;

export type ServerSharedModule = (typeof SERVER_SHARED_MODULES)[number];

/** Entry name in the shell's server build that provides a shared module. */
export function sharedEntryName(specifier: ServerSharedModule): string {
  return `shared-${specifier.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}`;
}

/**
 * Output names: hashed, so a deployment can keep several builds side by side, and `.mjs`, so
 * Node reads them as ES modules wherever they are copied to.
 */
const serverOutput = {
  format: 'es',
  entryFileNames: '[name]-[hash].mjs',
  chunkFileNames: 'chunks/[name]-[hash].mjs',
} as const;

/** Settings every server build shares: Node ESM, production React, no browser assets. */
function serverBase(appDir: string, outDir: string): UserConfig {
  return {
    root: appDir,
    publicDir: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true },
    build: {
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      copyPublicDir: false,
    },
  };
}

/**
 * A remote's server build: its typed module map as a Node module, everything bundled but the
 * shared modules, which the composition resolves to the deployed shell's copies.
 */
export function remoteServerViteConfig({ appDir }: { appDir: string }): UserConfig {
  const base = serverBase(appDir, path.join(buildOutDir(appDir), 'server'));
  return {
    ...base,
    plugins: [react()],
    build: {
      ...base.build,
      ssr: path.join(appDir, 'src/exposed-modules.ts'),
      rollupOptions: {
        external: (id) => (SERVER_SHARED_MODULES as readonly string[]).includes(id),
        output: { ...serverOutput, entryFileNames: 'entry-[hash].mjs' },
      },
    },
  };
}

const VIRTUAL_SHARED_PREFIX = '\0site-server-shared:';

/**
 * Source of the module that re-exports a shared module by name. Rollup cannot re-export the
 * names of a CommonJS module with `export *`, so those are listed from the module itself.
 */
function sharedModuleSource(specifier: ServerSharedModule, appDir: string): string {
  if (specifier === 'react-router-dom')
    return `export * from ${JSON.stringify(routerExportsFile)};`;
  if (specifier === 'zustand' || specifier === '@site/shared') {
    return `export * from ${JSON.stringify(specifier)};`;
  }
  const names = Object.keys(createRequire(path.join(appDir, 'package.json'))(specifier)).filter(
    (name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name),
  );
  return [
    `import * as shared from ${JSON.stringify(specifier)};`,
    `const module = shared.default ?? shared;`,
    `export default module;`,
    `export const { ${names.join(', ')} } = module;`,
  ].join('\n');
}

/** Virtual entries of the shell's server build, one per shared module. */
function serverSharedEntries(appDir: string): Plugin {
  return {
    name: 'site-server-shared-entries',
    resolveId(id) {
      return id.startsWith(VIRTUAL_SHARED_PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_SHARED_PREFIX)) return null;
      return sharedModuleSource(
        id.slice(VIRTUAL_SHARED_PREFIX.length) as ServerSharedModule,
        appDir,
      );
    },
  };
}

/**
 * The shell's server build: its renderer (`entry`) with everything it needs bundled, plus one
 * entry per shared module for the remotes' server builds.
 */
export function shellServerViteConfig({
  appDir,
  entry,
  plugins = [],
}: {
  appDir: string;
  entry: string;
  plugins?: Plugin[];
}): UserConfig {
  const base = serverBase(appDir, path.join(buildOutDir(appDir), 'server'));
  const sharedInputs = Object.fromEntries(
    SERVER_SHARED_MODULES.map((specifier) => [
      sharedEntryName(specifier),
      `${VIRTUAL_SHARED_PREFIX}${specifier}`,
    ]),
  );
  return {
    ...base,
    plugins: [...plugins, serverSharedEntries(appDir), react()],
    build: {
      ...base.build,
      ssr: true,
      rollupOptions: {
        input: { render: entry, ...sharedInputs },
        // Keep every export of the shared entries, used or not: the remotes import them.
        preserveEntrySignatures: 'strict',
        output: serverOutput,
      },
    },
  };
}
