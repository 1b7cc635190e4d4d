import { STATUS_CODES } from 'node:http';

/** Headers every answer of the API carries, fastify's and the raw ones below alike. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * A whole HTTP/1.1 answer written straight to a socket, for the few answers given outside
 * fastify (errors of the HTTP parser, timeouts, refused connections). It closes the connection.
 */
export function rawJsonResponse(
  status: number,
  body: unknown,
  extraHeaders: readonly string[] = [],
): string {
  const text = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(text)}`,
    ...Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}`),
    ...extraHeaders,
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${text}`;
}
