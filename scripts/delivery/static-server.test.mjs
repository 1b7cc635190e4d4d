import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { pathTo } from '../../shared/src/contracts/routes.ts';
import {
  cacheControlFor,
  cspReportUrl,
  shellSecurityHeaders,
  startStaticServer,
} from './static-server.mjs';

const production = {
  remotes: {
    techApp: 'https://tech.brajcode.in/remoteEntry.js',
    educationApp: 'https://learn.brajcode.in/remoteEntry.js',
  },
  apiBaseUrl: 'https://api.brajcode.in',
  blogPostsEndpoint: 'https://api.brajcode.in/wp/v2/posts',
  geoLookupEndpoint: 'https://api.brajcode.in/api/geo/',
};

const scriptSources = (headers) =>
  /script-src ([^;]*)/.exec(headers['Content-Security-Policy'])[1].split(' ');

describe('shellSecurityHeaders', () => {
  it("admits the deployment's remotes and API, and no candidate origin in production", () => {
    const headers = shellSecurityHeaders(production);
    expect(scriptSources(headers)).toEqual([
      "'self'",
      'https://tech.brajcode.in',
      'https://learn.brajcode.in',
    ]);
    expect(headers['Content-Security-Policy']).toContain(
      "connect-src 'self' https://api.brajcode.in",
    );
  });

  it('admits candidate origins where the config allows overrides', () => {
    const staging = {
      ...production,
      overrides: { allowedOrigins: ['https://candidates.brajcode.in/tech-app/remoteEntry.js'] },
    };
    expect(scriptSources(shellSecurityHeaders(staging))).toContain(
      'https://candidates.brajcode.in',
    );
  });

  it('reports violations by report-to over https, by report-uri everywhere', () => {
    const https = shellSecurityHeaders(
      production,
      'https://api.brajcode.in/api/client-errors/?app=shell',
    );
    expect(https['Content-Security-Policy']).toMatch(
      /report-uri https:\/\/api\.brajcode\.in\S*; report-to csp-endpoint/,
    );
    expect(https['Reporting-Endpoints']).toBe(
      'csp-endpoint="https://api.brajcode.in/api/client-errors/?app=shell"',
    );
    const http = shellSecurityHeaders(
      production,
      'http://localhost:4176/api/client-errors/?app=shell',
    );
    expect(http['Content-Security-Policy']).not.toContain('report-to');
    expect(http['Reporting-Endpoints']).toBeUndefined();
  });
});

describe('cspReportUrl', () => {
  it("names the app and its live build, which the browser's report does not", () => {
    expect(cspReportUrl('https://api.brajcode.in', 'tech-app', '1.0.0+13ca8a8be3')).toBe(
      'https://api.brajcode.in/api/client-errors/?app=tech-app&build=1.0.0%2B13ca8a8be3',
    );
    expect(cspReportUrl('http://localhost:4176', 'shell')).toBe(
      'http://localhost:4176/api/client-errors/?app=shell',
    );
  });
});

describe('cacheControlFor', () => {
  it('revalidates entries, manifests and pages, and keeps hashed files for a year', () => {
    expect(cacheControlFor('/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/render-manifest.json')).toBe('no-cache');
    expect(cacheControlFor(pathTo('pricing'))).toBe('no-cache');
    expect(cacheControlFor(`${pathTo('serviceDetail', { id: 'web-development' })}.html`)).toBe(
      'no-cache',
    );
    expect(cacheControlFor('/assets/index-CstGYLK3.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlFor('/server/chunks/page-D88k8axE.mjs')).toBe(
      'public, max-age=31536000, immutable',
    );
  });
});

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('startStaticServer: compression', () => {
  /** A folder with a content-hashed script and a script named without a hash. */
  async function serveFolder({ compressAhead } = {}) {
    const root = await mkdtemp(path.join(tmpdir(), 'static-server-'));
    await mkdir(path.join(root, 'assets'));
    // Real code: React DOM's production build.
    const script = await readFile(
      path.join(repoRoot, 'node_modules/react-dom/cjs/react-dom-client.production.js'),
      'utf8',
    );
    await writeFile(path.join(root, 'assets/index-a1B2c3D4.js'), script);
    await writeFile(path.join(root, 'remoteEntry.js'), script);
    const server = await startStaticServer({ root, port: 0, compressAhead });
    const origin = `http://127.0.0.1:${server.address().port}`;
    return { root, server, origin, script };
  }

  /** The raw answer: headers and the bytes as sent, without decoding. */
  function get(url, acceptEncoding, method = 'GET') {
    return new Promise((resolve, reject) => {
      const request = http.request(
        url,
        { method, headers: { 'Accept-Encoding': acceptEncoding } },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    });
  }

  let site;
  afterEach(async () => {
    await new Promise((resolve) => site.server.close(resolve));
    await rm(site.root, { recursive: true, force: true });
  });

  it("sends a content-hashed script at brotli's best, smaller than on-the-fly compression", async () => {
    site = await serveFolder();
    const hashed = await get(`${site.origin}/assets/index-a1B2c3D4.js`, 'gzip, deflate, br');
    expect(hashed.headers['content-encoding']).toBe('br');
    expect(hashed.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(hashed.body).toString()).toBe(site.script);

    // The entry is renamed over on every release: compressed as it is sent, at brotli 4.
    const entry = await get(`${site.origin}/remoteEntry.js`, 'gzip, deflate, br');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(entry.body).toString()).toBe(site.script);
    expect(hashed.body.length).toBeLessThan(entry.body.length);
  });

  it('sends gzip to a browser without brotli, and only headers to HEAD', async () => {
    site = await serveFolder();
    const gzipped = await get(`${site.origin}/assets/index-a1B2c3D4.js`, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(site.script);

    const head = await get(`${site.origin}/assets/index-a1B2c3D4.js`, 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
  });

  it("compresses the live build's hashed files before it takes requests, and keeps them", async () => {
    // A file the list names that is not there does not keep the server from starting.
    const missing = 'assets/later-Q1w2E3r4.js';
    site = await serveFolder({ compressAhead: ['assets/index-a1B2c3D4.js', missing] });
    // Gone from the disk after start-up: what is answered was compressed before any request.
    await rm(path.join(site.root, 'assets/index-a1B2c3D4.js'));
    const hashed = await get(`${site.origin}/assets/index-a1B2c3D4.js`, 'br');
    expect(hashed.status).toBe(200);
    expect(zlib.brotliDecompressSync(hashed.body).toString()).toBe(site.script);
    // The missing one is compressed once it is there, on its first request.
    await writeFile(path.join(site.root, missing), 'export const later = true;\n');
    const later = await get(`${site.origin}/${missing}`, 'br');
    expect(later.status).toBe(200);
    expect(zlib.brotliDecompressSync(later.body).toString()).toBe('export const later = true;\n');
  });

  it('answers 404 for a hashed file that is not there', async () => {
    site = await serveFolder();
    const missing = await get(`${site.origin}/assets/index-Z9y8X7w6.js`, 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).not.toContain('javascript');
  });
});

describe('startStaticServer: not-found pages', () => {
  let root;
  let server;
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  /** The shell's folder with a page, the site's not-found page and the services section's. */
  async function serveComposedPages() {
    root = await mkdtemp(path.join(tmpdir(), 'static-server-pages-'));
    await mkdir(path.join(root, 'services'));
    await writeFile(path.join(root, 'services/web-development.html'), 'Web Development');
    await writeFile(path.join(root, 'services/404.html'), 'Service Not Found');
    await writeFile(path.join(root, '404.html'), 'Page Not Found');
    server = await startStaticServer({ root, port: 0, cleanUrls: true });
    return `http://127.0.0.1:${server.address().port}`;
  }

  const webDevelopment = pathTo('serviceDetail', { id: 'web-development' });
  const unknownService = pathTo('serviceDetail', { id: 'quantum-teleportation' });
  const page = async (url) => {
    const response = await fetch(url);
    return { status: response.status, text: await response.text() };
  };

  it("answers an unknown address in a section with the section's not-found page, status 404", async () => {
    const origin = await serveComposedPages();
    expect(await page(`${origin}${webDevelopment}`)).toEqual({
      status: 200,
      text: 'Web Development',
    });
    expect(await page(`${origin}${unknownService}`)).toEqual({
      status: 404,
      text: 'Service Not Found',
    });
  });

  it("answers the site's not-found page elsewhere, deeper in a section included", async () => {
    const origin = await serveComposedPages();
    for (const address of ['/no-such-page', `${webDevelopment}/extra`, `${pathTo('careers')}/x`]) {
      expect(await page(`${origin}${address}`), address).toEqual({
        status: 404,
        text: 'Page Not Found',
      });
    }
    // Asked for by their own addresses, the not-found pages say not found too.
    expect(await page(`${origin}/404`)).toEqual({ status: 404, text: 'Page Not Found' });
    expect(await page(`${origin}${pathTo('services')}/404`)).toEqual({
      status: 404,
      text: 'Service Not Found',
    });
    // A script asking for data gets the error as data.
    const asData = await fetch(`${origin}${unknownService}`, {
      headers: { Accept: 'application/json' },
    });
    expect(asData.status).toBe(404);
    expect((await asData.json()).error.code).toBe('not_found');
    const missingFile = await fetch(`${origin}${pathTo('services')}/logo.svg`);
    expect(missingFile.status).toBe(404);
    expect(await missingFile.text()).toBe('Page Not Found');
  });

  it('never answers with a page from outside its folder', async () => {
    const origin = await serveComposedPages();
    await rm(path.join(root, '404.html'));
    await writeFile(path.join(path.dirname(root), '404.html'), 'Outside the site');
    try {
      const home = await page(`${origin}/`);
      expect(home.status).toBe(404);
      expect(home.text).not.toContain('Outside the site');
    } finally {
      await rm(path.join(path.dirname(root), '404.html'));
    }
  });
});
