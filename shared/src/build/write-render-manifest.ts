/**
 * The last step of every app's build: writes `render-manifest.json` and `version.json` into
 * the build folder, from the browser build's chunk graph and the server build's modules.
 *   tsx ../shared/src/build/write-render-manifest.ts <app>      (run in the app's folder)
 * It imports the server build it describes, so a module that cannot be loaded or a page whose
 * head cannot be made fails the build, not the composition.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  PAGE_TEMPLATE_FILE,
  RENDER_MANIFEST_FILE,
  VERSION_FILE,
  RENDER_MANIFEST_SCHEMA,
  type RenderManifest,
  type RenderedRoute,
} from '../contracts/render-manifest';
import { CONTRACT_VERSION, type PageModule } from '../contracts/remote-modules';
import { fillPath, routesOwnedBy, sectionNotFoundPath, type AppName } from '../contracts/routes';
import { headTags } from '../seo/page-head';
import { buildOutDir } from './build-out-dir';
import { CLIENT_GRAPH_FILE, type ClientGraph } from './client-graph';
import { SOCIAL_CARD_FOLDER, writeSocialCard } from './page-social-cards';
import { SERVER_SHARED_MODULES, sharedEntryName } from './server-vite-config';

type ModuleImporters = Record<string, () => Promise<unknown>>;

/** Every file under `folder`, as sorted paths relative to it with "/" separators. */
export function listFiles(folder: string, prefix = ''): string[] {
  return readdirSync(path.join(folder, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(folder, relative) : [relative];
    })
    .sort();
}

/** Package version plus a hash of every file: equal for equal builds, whenever they were made. */
function buildVersionOf(packageVersion: string, folder: string, files: string[]): string {
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(folder, file)));
  return `${packageVersion}+${hash.digest('hex').slice(0, 10)}`;
}

/** The server build's entry `<prefix>-<8-character hash>.mjs`. */
function serverFile(serverDir: string, prefix: string): string {
  const pattern = new RegExp(`^${prefix}-[\\w-]{8}\\.mjs$`);
  const name = readdirSync(serverDir).find((file) => pattern.test(file));
  if (!name) throw new Error(`no ${prefix}-<hash>.mjs in ${serverDir}: run the server build first`);
  return `server/${name}`;
}

/**
 * Every page of `app` with its head, from the route table and the app's page modules, and its
 * social card, drawn into the build folder.
 */
async function renderedRoutes(
  app: AppName,
  modules: ModuleImporters,
  outDir: string,
): Promise<RenderedRoute[]> {
  const routes: RenderedRoute[] = [];
  for (const route of routesOwnedBy(app)) {
    const load = modules[route.module];
    if (!load) throw new Error(`${app} has no page module ${route.module} for ${route.path}`);
    const page = (await load()) as PageModule<Record<string, string>>;
    const paramSets = route.path.includes(':') ? (page.staticParams?.() ?? []) : [{}];
    const pages = paramSets.map((params) => ({
      path: route.path === '*' ? '*' : fillPath(route.path, params),
      head: page.head(params),
    }));
    if (page.notFoundHead) {
      pages.push({ path: sectionNotFoundPath(route.path), head: page.notFoundHead() });
    }
    for (const { path: pagePath, head } of pages) {
      routes.push({
        path: pagePath,
        pattern: route.path,
        module: route.module,
        head: headTags(head),
        socialCard: await writeSocialCard(outDir, head, app),
      });
    }
  }
  return routes;
}

export async function writeRenderManifest(
  app: AppName,
  appDir: string,
): Promise<{ manifest: RenderManifest; socialCardMilliseconds: number }> {
  const outDir = buildOutDir(appDir);
  const graphFile = path.join(outDir, CLIENT_GRAPH_FILE);
  const graph = JSON.parse(await readFile(graphFile, 'utf8')) as ClientGraph;
  await rm(path.join(outDir, RENDER_MANIFEST_FILE), { force: true });
  await rm(path.join(outDir, VERSION_FILE), { force: true });
  await rm(path.join(outDir, SOCIAL_CARD_FOLDER), { recursive: true, force: true });

  // A remote's server build imports the shared modules by name; here they are the app's own
  // installed packages, wherever the build folder is.
  register('./shared-modules-hooks.mjs', import.meta.url, {
    data: {
      specifiers: [...SERVER_SHARED_MODULES],
      resolveFrom: pathToFileURL(path.join(appDir, 'package.json')).href,
    },
  });
  const serverDir = path.join(outDir, 'server');
  const isShell = app === 'shell';
  const serverEntry = serverFile(serverDir, isShell ? 'render' : 'entry');
  const entryModule = (await import(pathToFileURL(path.join(outDir, serverEntry)).href)) as {
    exposedModules?: ModuleImporters;
    pageModules?: ModuleImporters;
  };
  const modules = entryModule.exposedModules ?? entryModule.pageModules;
  if (!modules) throw new Error(`${serverEntry} exports no module map`);

  const cardsStarted = performance.now();
  const routes = await renderedRoutes(app, modules, outDir);
  const cardsMilliseconds = Math.round(performance.now() - cardsStarted);
  const files = listFiles(outDir).filter((file) => file !== CLIENT_GRAPH_FILE);
  const { version } = JSON.parse(await readFile(path.join(appDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const manifest: RenderManifest = {
    schema: RENDER_MANIFEST_SCHEMA,
    app,
    buildVersion: buildVersionOf(version, outDir, files),
    contractVersion: CONTRACT_VERSION,
    entry: graph.entry,
    ...(isShell ? { template: PAGE_TEMPLATE_FILE } : {}),
    server: {
      entry: serverEntry,
      ...(isShell
        ? {
            shared: Object.fromEntries(
              SERVER_SHARED_MODULES.map((specifier) => [
                specifier,
                serverFile(serverDir, sharedEntryName(specifier)),
              ]),
            ),
          }
        : {}),
    },
    modules: graph.modules,
    heldParts: graph.heldParts,
    routes,
    files,
  };
  await writeFile(path.join(outDir, RENDER_MANIFEST_FILE), `${JSON.stringify(manifest)}\n`);
  await rm(graphFile);
  // The one place a build records when it was made: hashed files stay byte-identical.
  const stamp = {
    app,
    buildVersion: manifest.buildVersion,
    contractVersion: CONTRACT_VERSION,
    builtAt: new Date().toISOString(),
  };
  await writeFile(path.join(outDir, VERSION_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
  return { manifest, socialCardMilliseconds: cardsMilliseconds };
}

const [, , appArgument] = process.argv;
if (appArgument) {
  const app = appArgument as AppName;
  if (!['shell', 'tech-app', 'education-app'].includes(app)) {
    throw new Error(`unknown app "${appArgument}"`);
  }
  const { manifest, socialCardMilliseconds } = await writeRenderManifest(app, process.cwd());
  const cards = new Set(manifest.routes.map((route) => route.socialCard?.file)).size;
  console.log(
    `${app} ${manifest.buildVersion}: ${manifest.routes.length} pages, ${Object.keys(manifest.modules).length} modules, ${manifest.files.length} files, ${cards} social cards (${socialCardMilliseconds} ms)`,
  );
}
