import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ApiError, detailMessages } from './api-error';

type AcceptedMediaType = 'application/json' | 'multipart/form-data';

function mediaTypeOf(header: string): string {
  return (header.split(';')[0] ?? '').trim().toLowerCase();
}

function declaresBody(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

/**
 * An onRequest hook that refuses, before anything is read, a body of another media type
 * (415, DRF wording) or one declared larger than `maxBytes` (413). A request with no body and
 * no content type passes: like DRF, it is read as an empty form and fails field validation.
 */
export function requireMediaType(
  accepted: AcceptedMediaType,
  maxBytes: number,
): onRequestAsyncHookHandler {
  return async (request) => {
    const header = request.headers['content-type'];
    if (header === undefined || header.trim() === '') {
      if (!declaresBody(request)) return;
      throw new ApiError(415, detailMessages.unsupportedMediaType(header ?? ''));
    }
    if (mediaTypeOf(header) !== accepted) {
      throw new ApiError(415, detailMessages.unsupportedMediaType(header));
    }
    if (Number(request.headers['content-length'] ?? 0) > maxBytes) {
      throw new ApiError(413, detailMessages.bodyTooLarge(maxBytes));
    }
  };
}
