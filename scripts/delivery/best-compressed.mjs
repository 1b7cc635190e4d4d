// Content-hashed scripts, styles and SVGs at brotli's best, as a CDN serves files it has
// compressed ahead of time: about 14% smaller than the quality that on-the-fly compression can
// afford (brotli 4, which every other answer gets). A hashed file never changes, so each is
// compressed once and kept: the live builds' files before the server takes requests (a first
// visit would otherwise wait while a page's twenty files are compressed at once), any other on
// its first request.
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

/**
 * @param {string} root the folder the answers come from
 * @returns {{
 *   answer: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, pathname: string) => Promise<boolean>,
 *   compressAhead: (files: string[]) => Promise<void>,
 * }}
 */
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

  /** The file a path names, if it is a hashed file this module answers, inside the root. */
  function eligibleFile(pathname) {
    if (!CONTENT_TYPES[path.extname(pathname)] || !isContentHashed(pathname)) return null;
    const file = path.resolve(root, `.${path.posix.resolve('/', pathname)}`);
    return file.startsWith(path.resolve(root) + path.sep) ? file : null;
  }

  /**
   * Compresses these files (paths from the root; other kinds are skipped) and keeps them.
   * @param {string[]} files
   */
  async function compressAhead(files) {
    const eligible = files.map(eligibleFile).filter((file) => file !== null);
    await Promise.all(eligible.map((file) => compressed(file).catch(() => undefined)));
  }

  /**
   * Answers a request for a content-hashed script, style or SVG that accepts brotli, and
   * resolves true; resolves false, having sent nothing, for any other request or a missing file.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname the request's path (a hashed file's name needs no decoding)
   */
  async function answer(req, res, pathname) {
    const file = eligibleFile(pathname);
    if (!file) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (new Negotiator(req).encoding(['br', 'identity'], ['br']) !== 'br') return false;
    let body;
    try {
      body = await compressed(file);
    } catch {
      return false;
    }
    res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)]);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Vary', appendVary(res.getHeader('Vary'), 'Accept-Encoding'));
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  return { answer, compressAhead };
}

function appendVary(current, field) {
  const fields = current ? String(current).split(/\s*,\s*/) : [];
  return fields.includes(field) ? fields.join(', ') : [...fields, field].join(', ');
}
