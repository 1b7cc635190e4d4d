import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, detailMessages } from './api-error';
import { JSON_BODY_LIMIT_BYTES, MULTIPART_BODY_LIMIT_BYTES } from './body-limits';

/** Maps fastify and plugin error codes to DRF-style answers. */
function toApiError(error: FastifyError, request: FastifyRequest): ApiError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, detailMessages.bodyTooLarge(JSON_BODY_LIMIT_BYTES));
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, detailMessages.bodyTooLarge(MULTIPART_BODY_LIMIT_BYTES));
    case 'FST_FILES_LIMIT':
      return new ApiError(413, detailMessages.tooManyFiles);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, detailMessages.tooManyFields);
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
    const mapped = toApiError(error, request);
    if (mapped) return sendApiError(reply, mapped);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendApiError(reply, new ApiError(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return sendApiError(reply, new ApiError(500, detailMessages.serverError));
  });
}
