/** An error that answers with DRF's `{"detail": "..."}` body and the given status. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const detailMessages = {
  notFound: 'Not found.',
  methodNotAllowed: (method: string) => `Method "${method}" not allowed.`,
  unsupportedMediaType: (contentType: string) =>
    `Unsupported media type "${contentType}" in request.`,
  jsonParseError: (reason: string) => `JSON parse error - ${reason}`,
  multipartParseError: (reason: string) => `Multipart form parse error - ${reason}`,
  bodyTooLarge: (limitBytes: number) =>
    `Request body is too large. The limit is ${formatBytes(limitBytes)}.`,
  tooManyFiles: 'Too many files. Send only the resume.',
  tooManyFields: 'Too many form fields.',
  throttled: (seconds: number) =>
    `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  serverError: 'A server error occurred.',
  serviceUnavailable: 'Service temporarily unavailable, try again later.',
  malformedRequest: 'Malformed request.',
  requestTimeout: 'The request did not arrive in time.',
  headersTooLarge: 'Request header fields too large.',
  tooManyConnections: 'Too many open connections from this address.',
} as const;

/** Seconds a client is told to wait (Retry-After) by kind of outage. */
export const retryAfterSeconds = { database: 5, storage: 60 } as const;

/**
 * 503 with `Retry-After`: the database or the disk cannot take the submission right now. Nothing
 * was stored; the client may send it again.
 */
export class ServiceUnavailableError extends ApiError {
  override name = 'ServiceUnavailableError';
  constructor(
    readonly reason: keyof typeof retryAfterSeconds,
    options: { cause?: unknown } = {},
  ) {
    super(503, detailMessages.serviceUnavailable, {
      'retry-after': String(retryAfterSeconds[reason]),
    });
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

/** File system errors that mean the disk cannot take a write now (full, quota, read-only, I/O). */
const STORAGE_ERROR_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO', 'EMFILE', 'ENFILE']);

export function isStorageUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && STORAGE_ERROR_CODES.has(code);
}

function formatBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}
