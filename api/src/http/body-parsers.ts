import type { FastifyInstance } from 'fastify';
import { ApiError, detailMessages } from './api-error';
import { JSON_BODY_LIMIT_BYTES } from './body-limits';

/**
 * Replaces fastify's body parsers: JSON (64 KiB) answers a DRF "JSON parse error" 400 when
 * malformed and reads an empty body as no data; any other media type is left unread, since the
 * routes refuse it with a 415 before parsing and unknown routes answer 404/405 regardless.
 * Multipart is added afterwards by @fastify/multipart.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    // Browser error reports also come as JSON text under these types (only that route takes
    // them; the form routes refuse them with a 415 before anything is read).
    ['application/json', 'text/plain', 'application/reports+json', 'application/csp-report'],
    { parseAs: 'string', bodyLimit: JSON_BODY_LIMIT_BYTES },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      try {
        done(null, JSON.parse(text));
      } catch (error) {
        const reason = error instanceof Error ? error.message : 'invalid JSON';
        done(new ApiError(400, detailMessages.jsonParseError(reason)), undefined);
      }
    },
  );
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}
