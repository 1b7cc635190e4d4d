import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { DatabaseUnavailableError } from '../db/sql-client';
import {
  ApiError,
  detailMessages,
  isStorageUnavailable,
  ServiceUnavailableError,
} from './api-error';
import { JSON_BODY_LIMIT_BYTES, MULTIPART_BODY_LIMIT_BYTES } from './body-limits';
import { rawJsonResponse, securityHeaders } from './raw-response';

/** Maps fastify and plugin error codes to DRF-style answers. */
function toApiError(error: FastifyError, request: FastifyRequest): ApiError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(
        413,
        detailMessages.bodyTooLarge(request.routeOptions.bodyLimit ?? JSON_BODY_LIMIT_BYTES),
      );
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, detailMessages.bodyTooLarge(MULTIPART_BODY_LIMIT_BYTES));
    case 'FST_FILES_LIMIT':
      return new ApiError(413, detailMessages.tooManyFiles);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, detailMessages.tooManyFields);
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_ASYNC_CONSTRAINT':
      return new ApiError(400, detailMessages.malformedRequest);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(
        415,
        detailMessages.unsupportedMediaType(request.headers['content-type'] ?? ''),
      );
    default:
      return null;
  }
}

function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  return reply.code(error.statusCode).headers(error.headers).send({ detail: error.detail });
}

/** A database or disk outage as a 503 with Retry-After; null for any other error. */
function asServiceUnavailable(error: unknown): ServiceUnavailableError | null {
  if (error instanceof DatabaseUnavailableError) {
    return new ServiceUnavailableError('database', { cause: error });
  }
  if (isStorageUnavailable(error)) return new ServiceUnavailableError('storage', { cause: error });
  return null;
}

/**
 * Errors fastify's router raises before any route runs (a URL that cannot be decoded), answered
 * in DRF's shape like every other error.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  const mapped = toApiError(error, request) ?? new ApiError(400, detailMessages.malformedRequest);
  // Answered outside the route hooks, so the headers every answer carries are set here.
  void sendApiError(reply.headers(securityHeaders), mapped);
};

/** The answer to an error of Node's HTTP parser or its timeouts, by error code. */
function clientErrorAnswer(code: string | undefined): { status: number; detail: string } {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, detail: detailMessages.requestTimeout };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, detail: detailMessages.headersTooLarge };
    default:
      return { status: 400, detail: detailMessages.malformedRequest };
  }
}

/**
 * Node's 'clientError': a request the HTTP parser refused (bad request line, conflicting
 * lengths, headers or URL too large) or one that did not arrive within the request or headers
 * timeout. Answers in DRF's shape when nothing was sent yet on the connection, then closes it.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const pending = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !pending?.headersSent) {
    const { status, detail } = clientErrorAnswer(error.code);
    socket.end(rawJsonResponse(status, { detail }));
  }
  socket.destroy();
}

/**
 * Every error answers JSON in DRF's shape: `{"detail": ...}` for 404, 405, 413, 415 and 429,
 * and never a stack trace: unexpected failures are logged and answer a plain 500.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  /** Methods registered per exact path, to tell a 405 from a 404. */
  const methodsByPath = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const methods = methodsByPath.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    methodsByPath.set(route.url, methods);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const methods = methodsByPath.get(path);
    if (methods) {
      const allow = [...methods, 'OPTIONS'].join(', ');
      return sendApiError(
        reply,
        new ApiError(405, detailMessages.methodNotAllowed(request.method), { allow }),
      );
    }
    return sendApiError(reply, new ApiError(404, detailMessages.notFound));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return sendApiError(reply, error);
    const unavailable = asServiceUnavailable(error);
    if (unavailable) {
      request.log.warn({ err: error }, 'service unavailable');
      return sendApiError(reply, unavailable);
    }
    const mapped = toApiError(error, request);
    if (mapped) return sendApiError(reply, mapped);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendApiError(reply, new ApiError(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    // A 5xx a plugin chose (say 503) keeps its status; the details stay in the log.
    const serverStatus = status >= 500 && status <= 599 ? status : 500;
    return sendApiError(reply, new ApiError(serverStatus, detailMessages.serverError));
  });
}
