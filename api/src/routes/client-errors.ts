import type { FastifyInstance } from 'fastify';
import {
  clientErrorApps,
  normaliseClientErrorReports,
  type ClientErrorApp,
} from '../client-errors/client-error-reports';
import { insertClientErrorReports } from '../client-errors/client-error-store';
import { ApiError, detailMessages } from '../http/api-error';
import { CLIENT_ERROR_BODY_LIMIT_BYTES } from '../http/body-limits';
import { NON_FIELD_ERRORS } from '../drf-errors';
import type { RouteContext } from './route-context';

/**
 * Media types a report arrives as: the site's beacons (navigator.sendBeacon with a string sends
 * text/plain, without a preflight; fetch with keepalive sends JSON), and browsers' CSP reports
 * (report-to: application/reports+json; report-uri: application/csp-report).
 */
export const clientErrorMediaTypes = [
  'application/json',
  'text/plain',
  'application/reports+json',
  'application/csp-report',
] as const;

export const clientErrorMessages = {
  noReports: 'No valid report was sent.',
} as const;

function mediaTypeOf(header: string | undefined): string {
  return (header?.split(';')[0] ?? '').trim().toLowerCase();
}

function appFrom(query: unknown): ClientErrorApp {
  const app = (query as Record<string, unknown> | undefined)?.app;
  return typeof app === 'string' && (clientErrorApps as readonly string[]).includes(app)
    ? (app as ClientErrorApp)
    : 'shell';
}

function buildFrom(query: unknown): string {
  const build = (query as Record<string, unknown> | undefined)?.build;
  return typeof build === 'string' ? build.slice(0, 64) : '';
}

/**
 * POST /api/client-errors/: visitors' browser errors and CSP violation reports, a JSON batch of
 * at most 16 KiB. Stored without personal data (see client-error-reports.ts); answers 204.
 * CSP reports name their app and build in the report-to URL: ?app=tech-app&build=2025.06.1.
 * Rate-limited per IP; CORS and the Origin check as for the forms.
 */
export function registerClientErrorRoutes(app: FastifyInstance, context: RouteContext): void {
  app.post('/api/client-errors/', {
    // No request log lines (they would hold the visitor's IP address); warnings still show.
    logLevel: 'warn',
    bodyLimit: CLIENT_ERROR_BODY_LIMIT_BYTES,
    config: { rateLimit: { ...context.clientErrorRateLimit } },
    onRequest: async (request) => {
      const header = request.headers['content-type'];
      if (!(clientErrorMediaTypes as readonly string[]).includes(mediaTypeOf(header))) {
        throw new ApiError(415, detailMessages.unsupportedMediaType(header ?? ''));
      }
      if (Number(request.headers['content-length'] ?? 0) > CLIENT_ERROR_BODY_LIMIT_BYTES) {
        throw new ApiError(413, detailMessages.bodyTooLarge(CLIENT_ERROR_BODY_LIMIT_BYTES));
      }
    },
    handler: async (request, reply) => {
      const reports = normaliseClientErrorReports(request.body, {
        app: appFrom(request.query),
        buildVersion: buildFrom(request.query),
      });
      if (reports.length === 0) {
        return reply.code(400).send({ [NON_FIELD_ERRORS]: [clientErrorMessages.noReports] });
      }
      await insertClientErrorReports(context.repository.client, reports);
      return reply.code(204).send();
    },
  });
}
