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
} as const;

function formatBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}
