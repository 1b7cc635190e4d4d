import type { Plugin, Rollup } from 'vite';
import type { ClientFiles } from '../contracts/render-manifest';

/** Written into the build folder by the browser build, read (and removed) by the manifest step. */
export const CLIENT_GRAPH_FILE = 'client-graph.json';

export interface ClientGraph {
  entry: ClientFiles;
  modules: Record<string, ClientFiles>;
  /** The scripts of each part held until wanted, by part name. */
  heldParts: Record<string, string[]>;
}

/** A chunk's file and every file it imports statically, in load order. */
function withStaticImports(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk): string[] {
  const files: string[] = [];
  const visit = (fileName: string) => {
    if (files.includes(fileName)) return;
    files.push(fileName);
    const imported = bundle[fileName];
    if (imported?.type === 'chunk') imported.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return files;
}

interface ClientGraphOptions {
  /** Module name -> absolute source file (module-map.ts). */
  modules: Record<string, string>;
  /** Part name -> absolute source file of the code of a part held until wanted. */
  heldParts?: Record<string, string>;
  /** The entry: a remote's remoteEntry.js by file name, or the shell's start-up module's file. */
  entry: { fileName: string } | { module: string };
  /**
   * The shell: its entry also needs the shared modules it provides (React DOM, the router, the
   * store, @site/shared), which federation loads by dynamic import at start-up.
   */
  withSharedModules?: boolean;
}

/**
 * Records which browser files each module needs: for a page's stylesheet links and preload
 * hints. Each app builds its CSS into one stylesheet, which every module lists.
 */
export function clientGraph({
  modules,
  heldParts = {},
  entry,
  withSharedModules = false,
}: ClientGraphOptions): Plugin {
  return {
    name: 'site-client-graph',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const css = Object.keys(bundle).filter((fileName) => fileName.endsWith('.css'));
      const entryChunk = chunks.find((chunk) =>
        'fileName' in entry
          ? chunk.fileName === entry.fileName
          : chunk.isEntry && chunk.moduleIds.includes(entry.module),
      );
      if (!entryChunk) this.error(`no entry chunk for ${JSON.stringify(entry)} in the build`);
      const sharedChunks = withSharedModules
        ? chunks.filter((chunk) => chunk.name.startsWith('__federation_shared_'))
        : [];
      const entryFiles = [entryChunk, ...sharedChunks].flatMap((chunk) =>
        withStaticImports(bundle, chunk),
      );
      const graph: ClientGraph = {
        entry: { js: [...new Set(entryFiles)], css },
        modules: {},
        heldParts: {},
      };
      for (const [name, file] of Object.entries(modules)) {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === file);
        if (!chunk) this.error(`${name} (${file}) has no chunk of its own in the build`);
        graph.modules[name] = { js: withStaticImports(bundle, chunk), css };
      }
      for (const [part, file] of Object.entries(heldParts)) {
        // Small chunks loaded on demand may be merged into one: the part's is the one holding it.
        const chunk =
          chunks.find((candidate) => candidate.facadeModuleId === file) ??
          chunks.find((candidate) => candidate.moduleIds.includes(file));
        if (!chunk) this.error(`the code of ${part} (${file}) is in no chunk of the build`);
        graph.heldParts[part] = withStaticImports(bundle, chunk);
      }
      this.emitFile({
        type: 'asset',
        fileName: CLIENT_GRAPH_FILE,
        source: `${JSON.stringify(graph, null, 2)}\n`,
      });
    },
  };
}
