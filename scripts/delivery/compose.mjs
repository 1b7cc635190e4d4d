// Composition: writes every page of the site from the deployed builds alone. It reads the
// shell's and the remotes' render manifests and server builds (from folders or URLs), renders
// each page with the whole React tree, as the browser will hydrate it, and writes the owning
// app's head, the stylesheets and preload hints of that deployment, and the markup.
//
//   node scripts/delivery/compose.mjs                      the local static host (.static-host)
//   node scripts/delivery/compose.mjs --host <dir>         another local static host
//   node scripts/delivery/compose.mjs --config https://www.example.com/site-config.json \
//     --shell <folder or URL> --remotes-from-config --out <folder>
//
// Remote folders or URLs can also be named one by one (--tech-app, --education-app). Links
// in the pages always use the URLs of the runtime config, whatever the apps are read from.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { register } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  heldPartCodeOf,
  pageFileFor,
  pageHtml,
  renderAddressFor,
  splitHoistedHead,
  withSocialCard,
} from './page-html.mjs';
import { crawlerFiles } from './crawler-files.mjs';
import { RENDER_MANIFEST_FILE, appFolder, isServerFile, staticHostDir } from './static-host.mjs';

const REMOTES = /** @type {const} */ ({ techApp: 'tech-app', educationApp: 'education-app' });
/** Written beside the pages: which builds they were composed from, and which pages there are. */
export const COMPOSITION_FILE = 'composition.json';

/** A deployed app read from a folder or from a URL (a folder on a CDN). */
function appSource(location) {
  if (/^https?:\/\//.test(location)) {
    const base = location.endsWith('/') ? location : `${location}/`;
    return {
      location: base,
      async read(file) {
        const response = await fetch(new URL(file, base));
        if (!response.ok) throw new Error(`${new URL(file, base)} answered ${response.status}`);
        return Buffer.from(await response.arrayBuffer());
      },
    };
  }
  const folder = path.resolve(location);
  return {
    location: folder,
    folder,
    async read(file) {
      return readFile(path.join(folder, file));
    },
  };
}

async function readJson(source, file) {
  try {
    return JSON.parse((await source.read(file)).toString('utf8'));
  } catch (error) {
    throw new Error(`could not read ${file} of ${source.location}: ${error.message}`);
  }
}

/** The runtime config, from a file or a URL. */
async function readConfig(location) {
  const text = /^https?:\/\//.test(location)
    ? await fetch(location).then((response) => {
        if (!response.ok) throw new Error(`${location} answered ${response.status}`);
        return response.text();
      })
    : await readFile(location, 'utf8');
  const config = JSON.parse(text);
  for (const remote of Object.keys(REMOTES)) {
    if (typeof config.remotes?.[remote] !== 'string') {
      throw new Error(`the runtime config ${location} names no URL for ${remote}`);
    }
  }
  return config;
}

/**
 * A local folder holding the app's server build: its own folder, or for a URL a download into
 * a cache keyed by the build version (its files are content-hashed, so a copy never goes stale).
 */
async function localServerBuild(source, manifest) {
  if (source.folder) return source.folder;
  const key = createHash('sha256').update(`${source.location}\0${manifest.buildVersion}`);
  const folder = path.join(os.tmpdir(), 'site-compose-cache', key.digest('hex').slice(0, 16));
  for (const file of manifest.files.filter(isServerFile)) {
    const target = path.join(folder, file);
    if (existsSync(target)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(`${target}.tmp`, await source.read(file));
    await rename(`${target}.tmp`, target);
  }
  return folder;
}

/** An error's message with the errors that caused it (such as the module a remote lacks). */
function withCauses(error) {
  const cause = error instanceof Error ? error.cause : undefined;
  return cause === undefined ? String(error) : `${String(error)} (cause: ${withCauses(cause)})`;
}

function majorOf(version) {
  return Number.parseInt(String(version).split('.')[0], 10);
}

async function writeAtomically(file, content) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.tmp`, content);
  await rename(`${file}.tmp`, file);
}

/**
 * Composes the site.
 * @param {object} options
 * @param {string} options.config runtime config file or URL
 * @param {string} options.shell the shell's deployed folder or URL
 * @param {{ techApp: string, educationApp: string }} options.remotes each remote's folder or URL
 * @param {string} options.out folder the pages are written to
 * @param {boolean} [options.check] render every page but write nothing (before a release)
 */
export async function composeSite({ config: configLocation, shell, remotes, out, check = false }) {
  const started = performance.now();
  const config = await readConfig(configLocation);
  const sources = {
    shell: appSource(shell),
    techApp: appSource(remotes.techApp),
    educationApp: appSource(remotes.educationApp),
  };
  const manifests = Object.fromEntries(
    await Promise.all(
      Object.entries(sources).map(async ([name, source]) => [
        name,
        await readJson(source, RENDER_MANIFEST_FILE),
      ]),
    ),
  );
  for (const [name, app] of Object.entries(REMOTES)) {
    if (manifests[name].app !== app) {
      throw new Error(`${sources[name].location} holds ${manifests[name].app}, not ${app}`);
    }
    if (majorOf(manifests[name].contractVersion) !== majorOf(manifests.shell.contractVersion)) {
      throw new Error(
        `${app} ${manifests[name].buildVersion} implements contract ${manifests[name].contractVersion}; the shell ${manifests.shell.buildVersion} needs ${manifests.shell.contractVersion}`,
      );
    }
  }

  // The remotes' server builds import React, the router and the store by name; they resolve to
  // the deployed shell's copies, as federation shares them in the browser.
  const shellServer = await localServerBuild(sources.shell, manifests.shell);
  const sharedModules = Object.fromEntries(
    Object.entries(manifests.shell.server.shared).map(([specifier, file]) => [
      specifier,
      pathToFileURL(path.join(shellServer, file)).href,
    ]),
  );
  register('../../shared/src/build/shared-modules-hooks.mjs', import.meta.url, {
    data: { sharedModules },
  });
  const renderer = await import(
    pathToFileURL(path.join(shellServer, manifests.shell.server.entry)).href
  );
  const serverRemotes = {};
  for (const name of Object.keys(REMOTES)) {
    const folder = await localServerBuild(sources[name], manifests[name]);
    const entry = await import(pathToFileURL(path.join(folder, manifests[name].server.entry)).href);
    serverRemotes[name] = entry.exposedModules;
  }

  const template = (await sources.shell.read(manifests.shell.template)).toString('utf8');
  const remoteBase = Object.fromEntries(
    Object.keys(REMOTES).map((name) => [name, new URL('.', config.remotes[name]).href]),
  );
  const fileUrl = (name, file) => {
    if (!manifests[name].files.includes(file)) {
      throw new Error(`${manifests[name].app} ${manifests[name].buildVersion} has no file ${file}`);
    }
    return name === 'shell' ? `/${file}` : new URL(file, remoteBase[name]).href;
  };
  /**
   * A file's absolute URL, for addresses other sites read (social cards): the shell's files are
   * at the site's address (the config's `siteUrl`, else the origin of the page's canonical URL).
   */
  const absoluteFileUrl = (name, file, canonicalUrl) =>
    new URL(fileUrl(name, file), config.siteUrl ?? canonicalUrl).href;

  const pages = [];
  for (const owner of ['shell', ...Object.keys(REMOTES)]) {
    for (const route of manifests[owner].routes) {
      const url = renderAddressFor(route.path);
      const rendered = await renderer.renderPage(url, { config, remotes: serverRemotes });
      if (rendered.errors.length > 0) {
        throw new Error(`${url} did not render: ${rendered.errors.map(withCauses).join('; ')}`);
      }
      const owned = manifests[owner].modules[route.module];
      const usedRemotes = rendered.remoteModules;
      const canonicalUrl = route.head.links.find((link) => link.rel === 'canonical')?.href;
      const modulePreloads = [
        ...manifests.shell.entry.js.map((file) => fileUrl('shell', file)),
        ...(owner === 'shell'
          ? owned.js.map((file) => fileUrl('shell', file))
          : [
              ...manifests[owner].entry.js,
              // The contract check's module is requested with the page's.
              ...(manifests[owner].modules['./manifest']?.js ?? []),
              ...owned.js,
            ].map((file) => fileUrl(owner, file))),
      ];
      const body = splitHoistedHead(rendered.html).body;
      const html = pageHtml({
        template,
        path: route.path,
        head: route.socialCard
          ? withSocialCard(
              route.head,
              route.socialCard,
              absoluteFileUrl(owner, route.socialCard.file, canonicalUrl),
            )
          : route.head,
        preconnect: owner === 'shell' ? [] : [new URL(remoteBase[owner]).origin],
        stylesheets: usedRemotes.flatMap(({ remote, module }) =>
          (manifests[remote].modules[module]?.css ?? []).map((file) => fileUrl(remote, file)),
        ),
        modulePreloads,
        body,
        runtimeConfig: config,
        builds: Object.fromEntries(
          Object.values(manifests).map((manifest) => [manifest.app, manifest.buildVersion]),
        ),
        heldPartCode: heldPartCodeOf(
          body,
          Object.entries(manifests).map(([name, manifest]) => ({
            heldParts: manifest.heldParts,
            url: (file) => fileUrl(name, file),
          })),
          modulePreloads,
        ),
      });
      pages.push({
        path: route.path,
        owner: manifests[owner].app,
        file: pageFileFor(route.path),
        head: route.head,
        html,
      });
    }
  }

  const builds = Object.fromEntries(
    Object.values(manifests).map((manifest) => [manifest.app, manifest.buildVersion]),
  );
  const summary = pages.map(({ path: pagePath, owner, file }) => ({ path: pagePath, owner, file }));
  const forCrawlers = crawlerFiles(pages.map((page) => page.head));
  if (check)
    return { builds, pages: summary, milliseconds: Math.round(performance.now() - started) };

  // Every page is rendered before any is written: a failure leaves the site as it was.
  const previous = existsSync(path.join(out, COMPOSITION_FILE))
    ? JSON.parse(await readFile(path.join(out, COMPOSITION_FILE), 'utf8'))
    : { pages: [] };
  for (const page of pages) await writeAtomically(path.join(out, page.file), page.html);
  for (const [file, text] of Object.entries(forCrawlers)) {
    await writeAtomically(path.join(out, file), text);
  }
  const files = new Set(pages.map((page) => page.file));
  for (const stale of previous.pages.filter((page) => !files.has(page.file))) {
    await rm(path.join(out, stale.file), { force: true });
  }
  const composition = { composedAt: new Date().toISOString(), builds, pages: summary };
  await writeAtomically(
    path.join(out, COMPOSITION_FILE),
    `${JSON.stringify(composition, null, 2)}\n`,
  );
  return { ...composition, milliseconds: Math.round(performance.now() - started) };
}

/** The options for composing a local static host. */
export function localHostOptions(hostDir = staticHostDir()) {
  return {
    config: path.join(appFolder(hostDir, 'shell'), 'site-config.json'),
    shell: appFolder(hostDir, 'shell'),
    remotes: {
      techApp: appFolder(hostDir, 'tech-app'),
      educationApp: appFolder(hostDir, 'education-app'),
    },
    out: appFolder(hostDir, 'shell'),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      host: { type: 'string' },
      config: { type: 'string' },
      shell: { type: 'string' },
      'tech-app': { type: 'string' },
      'education-app': { type: 'string' },
      'remotes-from-config': { type: 'boolean', default: false },
      out: { type: 'string' },
      check: { type: 'boolean', default: false },
    },
  });
  const local = localHostOptions(values.host ? path.resolve(values.host) : staticHostDir());
  const configLocation = values.config ?? local.config;
  let remotes = {
    techApp: values['tech-app'] ?? local.remotes.techApp,
    educationApp: values['education-app'] ?? local.remotes.educationApp,
  };
  if (values['remotes-from-config']) {
    const config = await readConfig(configLocation);
    remotes = {
      techApp: values['tech-app'] ?? new URL('.', config.remotes.techApp).href,
      educationApp: values['education-app'] ?? new URL('.', config.remotes.educationApp).href,
    };
  }
  const shell = values.shell ?? local.shell;
  const out = values.out ?? (values.host || !values.shell ? local.out : shell);
  if (/^https?:/.test(out)) throw new Error('--out is needed when the shell is read from a URL');
  const result = await composeSite({
    config: configLocation,
    shell,
    remotes,
    out,
    check: values.check,
  });
  if (values.check) {
    console.log(
      `All ${result.pages.length} pages render (${result.milliseconds} ms); nothing written.`,
    );
    return;
  }
  const builds = Object.entries(result.builds)
    .map(([app, version]) => `${app} ${version}`)
    .join(', ');
  console.log(
    `Composed ${result.pages.length} pages in ${result.milliseconds} ms into ${out} (${builds})`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`Composition failed: ${error.message}`);
    process.exit(1);
  });
}
