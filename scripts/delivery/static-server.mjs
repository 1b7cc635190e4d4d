// Production-style static hosting for one app folder: the headers a CDN or static host must send
// (documented in the README), compression (content-hashed files at brotli's best), CORS for the
// shell's origin, and the shell's composed pages by clean URL with not-found pages for the rest.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { Readable } from 'node:stream';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { createBestCompressed } from './best-compressed.mjs';
import { isContentHashed } from './static-host.mjs';

const ALWAYS_REVALIDATE = new Set([
  '/remoteEntry.js',
  '/site-config.json',
  '/index.html',
  '/version.json',
  '/render-manifest.json',
  '/page-template.html',
]);

/** Cache policy: entry points and config are revalidated on every load; hashed files are forever. */
export function cacheControlFor(pathname) {
  if (ALWAYS_REVALIDATE.has(pathname) || pathname.endsWith('.html') || !pathname.includes('.')) {
    return 'no-cache';
  }
  if (isContentHashed(pathname)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Headers that only mean something on a document (an HTML page). Scripts, styles and images
 * leave them out: the browser ignores them there, and on a page of forty scripts they would add
 * about 20 KB to the first load.
 */
const DOCUMENT_ONLY_HEADERS = new Set([
  'content-security-policy',
  'permissions-policy',
  'reporting-endpoints',
]);

function isDocumentPath(pathname) {
  return pathname.endsWith('.html') || !path.extname(pathname);
}

/**
 * Where the browser reports the CSP violations of an app's pages: the API's error-report
 * endpoint, naming the app and its live build (the report itself names neither).
 * @param {string} apiOrigin
 * @param {string} app
 * @param {string} [buildVersion]
 */
export function cspReportUrl(apiOrigin, app, buildVersion) {
  const url = new URL('/api/client-errors/', apiOrigin);
  url.searchParams.set('app', app);
  if (buildVersion) url.searchParams.set('build', buildVersion);
  return url.href;
}

/**
 * Security headers every app sends. The CSP lists only the site's own origins; with
 * `reportTo` (the API's error-report URL, cspReportUrl) the browser reports every violation
 * there: through the Reporting API (`report-to`) when that URL is https, and through
 * `report-uri`, which browsers use when `report-to` is absent or not supported. Chromium takes
 * reporting endpoints only from pages served over https and sends reports only to https
 * endpoints, so over http (locally, in the tests) it is `report-uri` that reports; a page that
 * named `report-to` there would report nothing.
 */
export function securityHeaders({
  connectOrigins = [],
  scriptOrigins = [],
  frameOrigins = [],
  reportTo,
} = {}) {
  const self = "'self'";
  const secureReportTo = reportTo?.startsWith('https://');
  const csp = [
    `default-src ${self}`,
    `script-src ${[self, ...scriptOrigins].join(' ')}`,
    `style-src ${[self, ...scriptOrigins, "'unsafe-inline'"].join(' ')}`,
    `img-src ${[self, 'data:', ...scriptOrigins].join(' ')}`,
    `font-src ${self}`,
    `connect-src ${[self, ...connectOrigins, ...scriptOrigins].join(' ')}`,
    `frame-src ${['https://www.youtube-nocookie.com', 'https://www.google.com', ...frameOrigins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(reportTo ? [`report-uri ${reportTo}`] : []),
    ...(secureReportTo ? ['report-to csp-endpoint'] : []),
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    ...(secureReportTo ? { 'Reporting-Endpoints': `csp-endpoint="${reportTo}"` } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/**
 * The headers of the shell's pages for a deployment's runtime config: its remotes' origins may
 * run scripts and styles; the API and the endpoints it names may be reached; candidate origins
 * are admitted only when the config allows candidate overrides (never in production).
 * @param {import('../../shared/src/runtime-config').RuntimeConfig} config
 * @param {string} [reportTo] where the browser reports CSP violations
 */
export function shellSecurityHeaders(config, reportTo) {
  const originOf = (url) => new URL(url).origin;
  const remoteOrigins = Object.values(config.remotes).map(originOf);
  const candidateOrigins = (config.overrides?.allowedOrigins ?? []).map(originOf);
  const endpoints = [config.apiBaseUrl, config.blogPostsEndpoint, config.geoLookupEndpoint];
  return securityHeaders({
    scriptOrigins: [...new Set([...remoteOrigins, ...candidateOrigins])],
    connectOrigins: [...new Set(endpoints.map(originOf))],
    reportTo,
  });
}

/**
 * File access for one answer that a release cannot tear: a release replaces remoteEntry.js and
 * the manifests by renaming a new file over the old one, so each file is read whole, through
 * one open handle, when it is first looked at, and the answer's length and body both come from
 * that one version.
 */
function consistentFileAccess(res) {
  /** @type {Map<string, Buffer>} */
  const contents = new Map();
  return {
    async lstat(filePath) {
      const handle = await open(filePath, 'r');
      try {
        const stats = await handle.stat();
        if (stats.isFile()) contents.set(filePath, await handle.readFile());
        return stats;
      } finally {
        await handle.close();
      }
    },
    createReadStream(filePath, options = {}) {
      const content = contents.get(filePath);
      if (content) {
        const end = options.end === undefined ? content.length : options.end + 1;
        return Readable.from([content.subarray(options.start ?? 0, end)]);
      }
      const stream = createReadStream(filePath, options);
      stream.on('error', () => res.destroy());
      return stream;
    },
  };
}

/** The address of a composed not-found page: /404, /services/404 (page-html.mjs pageFileFor). */
const NOT_FOUND_PAGE_ADDRESS = /(?:^|\/)404(?:\.html)?$/;

/**
 * serve-handler's answer for an address that names no file (it asks its `sendError` handler
 * only for a 404), on the shell's pages: the not-found page of the address's folder when it has
 * one (services/404.html for /services/unknown), else the site's 404.html, with status 404.
 * @param {ReturnType<typeof consistentFileAccess>} fileAccess
 */
function withNotFoundPages(fileAccess) {
  const fileAt = async (filePath) => {
    try {
      return (await fileAccess.lstat(filePath)).isFile() ? filePath : undefined;
    } catch {
      return undefined;
    }
  };
  const notFoundPageFor = async (absolutePath, root) => {
    const folder = path.dirname(absolutePath);
    const inSection = isDocumentPath(absolutePath) && folder.startsWith(`${root}${path.sep}`);
    return (
      (inSection ? await fileAt(path.join(folder, '404.html')) : undefined) ??
      fileAt(path.join(root, '404.html'))
    );
  };
  const sendError = async (absolutePath, response, acceptsJson, root, handlers, config, error) => {
    response.statusCode = error.statusCode;
    const notFoundPage = acceptsJson ? undefined : await notFoundPageFor(absolutePath, root);
    if (notFoundPage) {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      fileAccess.createReadStream(notFoundPage).pipe(response);
    } else if (acceptsJson) {
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.end(JSON.stringify({ error: { code: error.code, message: error.message } }));
    } else {
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.end(error.message);
    }
  };
  return { ...fileAccess, sendError };
}

/**
 * Starts a server for one built folder.
 * @param {object} options
 * @param {string} options.root folder to serve (read on every request, so a swapped folder is live)
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {boolean} [options.cleanUrls] the shell: composed pages by clean URL ("/about" -> about.html)
 *   and a not-found page with status 404 for other paths (withNotFoundPages)
 * @param {string[]} [options.corsOrigins] origins allowed to load these files (remotes)
 * @param {Record<string, () => string>} [options.generatedFiles] paths answered from memory
 * @param {Record<string, string> | (() => Record<string, string>)} [options.headers] extra
 *   headers on every answer, or a function giving them for each answer
 * @param {{ key: string, cert: string }} [options.tls] serve https with this key and certificate
 * @param {string[]} [options.compressAhead] files (paths from the root) compressed at brotli's best
 *   before the server takes requests: the live build's, so its first visitor does not wait
 */
export function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  cleanUrls = false,
  corsOrigins = [],
  generatedFiles = {},
  headers = {},
  tls,
  compressAhead = [],
}) {
  const compress = compression();
  const bestCompressed = createBestCompressed(root);
  /** @type {http.RequestListener} */
  const answer = (req, res) => {
    compress(req, res, () => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      const origin = req.headers.origin;
      if (origin && corsOrigins.includes(origin)) {
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.setHeader('Vary', 'Origin');
      }
      const isDocument = isDocumentPath(pathname);
      const answerHeaders = typeof headers === 'function' ? headers() : headers;
      for (const [name, value] of Object.entries(answerHeaders)) {
        if (isDocument || !DOCUMENT_ONLY_HEADERS.has(name.toLowerCase()))
          res.setHeader(name, value);
      }
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      const generated = generatedFiles[pathname];
      if (generated) {
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(generated());
        return;
      }
      // A not-found page asked for by its own address (/404, /services/404) says so too.
      if (cleanUrls && NOT_FOUND_PAGE_ADDRESS.test(pathname)) res.statusCode = 404;
      bestCompressed
        .answer(req, res, pathname)
        .then((answered) => {
          if (answered) return undefined;
          return serveHandler(
            req,
            res,
            {
              public: root,
              directoryListing: false,
              cleanUrls,
              trailingSlash: false,
              etag: true,
              rewrites: [],
              headers: [],
            },
            cleanUrls ? withNotFoundPages(consistentFileAccess(res)) : consistentFileAccess(res),
          );
        })
        .catch((error) => {
          res.statusCode = 500;
          res.end(String(error));
        });
    });
  };
  const server = tls ? https.createServer(tls, answer) : http.createServer(answer);
  return bestCompressed.compressAhead(compressAhead).then(
    () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server));
      }),
  );
}
