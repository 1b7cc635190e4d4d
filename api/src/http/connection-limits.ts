import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionLimits } from '../config';
import { detailMessages } from './api-error';
import { rawJsonResponse } from './raw-response';

/**
 * Node's own checks of the request and headers timeouts run on this interval; a stalled request
 * is closed at most this long after its deadline (Node's default is 30 s).
 */
export function checkingIntervalFor(limits: Pick<ConnectionLimits, 'headersTimeoutMs'>): number {
  return Math.max(50, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4)));
}

/** The options handed to node:http's createServer for these limits. */
export function httpServerOptions(limits: ConnectionLimits) {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    connectionsCheckingInterval: checkingIntervalFor(limits),
  };
}

/** IPv4-mapped IPv6 addresses count as the IPv4 address they carry. */
function peerKey(socket: Socket): string {
  const address = socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/**
 * Caps the connections one peer address may hold open (a slow client cannot take every file
 * descriptor) and all connections together. A connection over the per-address cap gets a short
 * 429 and is closed at once, before anything of its request is read; one over the total cap is
 * dropped by Node. Idle sockets are closed by the request, headers and keep-alive timeouts.
 */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
  if (limits.maxConnections > 0) server.maxConnections = limits.maxConnections;
  if (limits.maxConnectionsPerAddress <= 0) return;
  const open = new Map<string, number>();
  const refusal = rawJsonResponse(429, { detail: detailMessages.tooManyConnections }, [
    'Retry-After: 1',
  ]);
  server.on('connection', (socket: Socket) => {
    const key = peerKey(socket);
    const count = (open.get(key) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) {
      // Best effort: a client that has not sent its request yet still reads the answer.
      socket.end(refusal);
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
