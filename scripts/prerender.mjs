// Writes an HTML file for every route of the site, rendered with the shell and the remotes'
// current sources, so crawlers and link previews get content and metadata without JavaScript.
// Run it after the shell is built and after any remote is deployed:
//   node scripts/prerender.mjs            (uses the local runtime config and folders)
// The browser still loads the remotes through module federation and hydrates this HTML.
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runtimeConfig, siteOrigins, sitePorts } from './site-config.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TEMPLATE_NAME = 'app-shell.html';
const RENDERED_URL_ATTRIBUTE = 'data-rendered-url';
const PRERENDERED_HEAD_ATTRIBUTE = 'data-prerendered';

/**
 * Splits React's output into the hoisted head tags it emits first (title, meta, link) and the
 * body markup. The head tags are marked so the browser can hand them over to React on start.
 */
export function splitHoistedHead(html) {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/.exec(html);
  const head = hoisted ? hoisted[0] : '';
  return {
    head: head.replace(/<(title|meta|link)\b/g, `<$1 ${PRERENDERED_HEAD_ATTRIBUTE}`),
    body: html.slice(head.length),
  };
}

/** The deployed stylesheet of a remote, linked so its prerendered content is styled at once. */
async function remoteStylesheet(folder, entryUrl) {
  if (!existsSync(folder)) return '';
  const css = (await readdir(folder)).find((name) => /^style-[\w-]+\.css$/.test(name));
  return css ? `<link rel="stylesheet" href="${new URL(css, entryUrl)}">` : '';
}

/** Where a route's HTML goes: "/" -> index.html, "/services/x" -> services/x.html. */
function outputFileFor(route) {
  if (route === '/') return 'index.html';
  if (route === '*') return '404.html';
  return `${route.slice(1)}.html`;
}

/**
 * @param {object} [options]
 * @param {import('../shared/src/runtime-config').RuntimeConfig} [options.config]
 * @param {string} [options.shellFolder] the deployed shell folder to write into
 * @param {{ techApp: string, educationApp: string }} [options.remoteFolders]
 */
export async function prerenderSite({
  config = runtimeConfig(siteOrigins(sitePorts())),
  shellFolder = path.join(repoRoot, 'shell/dist'),
  remoteFolders = {
    techApp: path.join(repoRoot, 'tech-app/dist'),
    educationApp: path.join(repoRoot, 'education-app/dist'),
  },
  renderer = path.join(repoRoot, 'shell/dist-prerender/entry-prerender.js'),
} = {}) {
  const { renderUrl, prerenderRoutes } = await import(pathToFileURL(renderer).href);
  const templatePath = path.join(shellFolder, TEMPLATE_NAME);
  if (!existsSync(templatePath)) await copyFile(path.join(shellFolder, 'index.html'), templatePath);
  const template = await readFile(templatePath, 'utf8');
  const stylesheets = [
    await remoteStylesheet(remoteFolders.techApp, config.remotes.techApp),
    await remoteStylesheet(remoteFolders.educationApp, config.remotes.educationApp),
  ].join('');

  const routes = await prerenderRoutes();
  for (const route of routes) {
    const url = route === '*' ? '/404' : route;
    const { head, body } = splitHoistedHead(await renderUrl(url, config));
    const page = template
      .replace(/<title>[^<]*<\/title>\s*<meta\s+name="description"[^>]*>/, '')
      .replace('</head>', `${head}${stylesheets}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" ${RENDERED_URL_ATTRIBUTE}="${route === '*' ? '' : route}">${body}</div>`,
      );
    const file = path.join(shellFolder, outputFileFor(route));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, page);
  }
  return routes;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const routes = await prerenderSite();
  console.log(`Prerendered ${routes.length} pages into shell/dist`);
}
