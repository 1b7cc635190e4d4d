// Content-hashed scripts, styles and SVGs at brotli's best, as a CDN serves files it has
// compressed ahead of time: about 14% smaller than the quality that on-the-fly compression can
// afford (brotli 4, which every other answer gets). A hashed file never changes, so each is
// compressed once, on its first request, and kept.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Negotiator from 'negotiator';
import { isContentHashed } from './static-host.mjs';

const brotli = promisify(zlib.brotliCompress);

const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Enough for every hashed file of the builds a static host keeps; the oldest go first. */
const MAX_KEPT_FILES = 1000;

/** @param {string} root the folder the answers come from */
export function createBestCompressed(root) {
  /** @type {Map<string, Promise<Buffer>>} */
  const kept = new Map();

  function compressed(file) {
    let body = kept.get(file);
    if (!body) {
      body = readFile(file).then((content) =>
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      );
      // A file that could not be read is tried again next time.
      body.catch(() => kept.delete(file));
      kept.set(file, body);
      if (kept.size > MAX_KEPT_FILES) kept.delete(kept.keys().next().value);
    }
    return body;
  }

  /**
   * Answers a request for a content-hashed script, style or SVG that accepts brotli, and
   * resolves true; resolves false, having sent nothing, for any other request or a missing file.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname the request's path (a hashed file's name needs no decoding)
   */
  return async function answerBestCompressed(req, res, pathname) {
    const contentType = CONTENT_TYPES[path.extname(pathname)];
    if (!contentType || !isContentHashed(pathname)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (new Negotiator(req).encoding(['br', 'identity'], ['br']) !== 'br') return false;
    const file = path.resolve(root, `.${pathname}`);
    if (!file.startsWith(path.resolve(root) + path.sep)) return false;
    let body;
    try {
      body = await compressed(file);
    } catch {
      return false;
    }
    res.setHeader('Content-Type', contentType);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Vary', appendVary(res.getHeader('Vary'), 'Accept-Encoding'));
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}

function appendVary(current, field) {
  const fields = current ? String(current).split(/\s*,\s*/) : [];
  return fields.includes(field) ? fields.join(', ') : [...fields, field].join(', ');
}
