import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

export const originNotAllowedMessage = (origin: string) => `Origin "${origin}" is not allowed.`;

/**
 * CORS for the configured site origins only. An allowed origin gets the usual headers; a
 * preflight or a POST from any other origin is refused with a 403 and no CORS headers, so a
 * foreign page can neither read answers nor send form posts (multipart needs no preflight).
 * Requests without an Origin header (curl, server-to-server) are not affected.
 */
export async function registerCors(
  app: FastifyInstance,
  allowedOrigins: readonly string[],
): Promise<void> {
  const origins = new Set(allowedOrigins);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && origins.has(origin)),
    methods: ['GET', 'HEAD', 'POST'],
    // A page told to wait (429, 503) can read how long.
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (origin === undefined || origins.has(origin)) return;
    const isPreflight =
      request.method === 'OPTIONS' &&
      request.headers['access-control-request-method'] !== undefined;
    if (isPreflight || request.method === 'POST') {
      throw new ApiError(403, originNotAllowedMessage(origin));
    }
  });
}
