import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from './db/migrations';
import { createSubmissionRepository, type SubmissionRepository } from './db/submission-repository';
import { createTestPgliteClient } from './test-support/pglite-template';
import { spawnTsx, waitForLine } from './test-support/child-process';
import { findFreePort } from './test-support/postgres-server';
import { buildTestApp, makeTempDir } from './test-support/test-app';

/** Short limits so the tests wait well under a second for each timeout. */
const REQUEST_TIMEOUT_MS = 600;
const PER_ADDRESS = 20;

interface RawExchange {
  /** Everything the server sent. */
  received: string;
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfterMs: number;
}

/**
 * Opens a raw TCP connection, sends `chunks` (strings sent `gapMs` apart, the first at once)
 * and resolves when the server closes the connection (or after `giveUpMs`).
 */
function rawExchange(
  port: number,
  chunks: readonly string[],
  {
    gapMs = 0,
    giveUpMs = 10_000,
    localAddress,
  }: { gapMs?: number; giveUpMs?: number; localAddress?: string } = {},
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect({
      port,
      host: '127.0.0.1',
      ...(localAddress ? { localAddress } : {}),
    });
    let received = '';
    const timers: NodeJS.Timeout[] = [];
    socket.on('data', (data) => (received += data.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      timers.forEach(clearTimeout);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => {
      chunks.forEach((chunk, index) => {
        timers.push(
          setTimeout(() => {
            if (!socket.destroyed) socket.write(chunk);
          }, index * gapMs),
        );
      });
    });
    timers.push(setTimeout(() => socket.destroy(), giveUpMs));
  });
}

/** Status and JSON body of the last answer in a raw exchange. */
function lastAnswer(received: string): { status: number; body: unknown; head: string } {
  const start = received.lastIndexOf('HTTP/1.1 ');
  const answer = received.slice(start);
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.slice(9, 12)), body: JSON.parse(body), head: head.toLowerCase() };
}

describe('connection faults', () => {
  let app: FastifyInstance;
  let database: SubmissionRepository;
  let uploads: Awaited<ReturnType<typeof makeTempDir>>;
  let port: number;

  beforeAll(async () => {
    const client = await createTestPgliteClient();
    await runMigrations(client);
    database = createSubmissionRepository(client);
    uploads = await makeTempDir('faults');
    app = await buildTestApp(database, uploads.dir, {
      connections: {
        requestTimeoutMs: REQUEST_TIMEOUT_MS,
        headersTimeoutMs: REQUEST_TIMEOUT_MS,
        maxConnectionsPerAddress: PER_ADDRESS,
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await uploads?.remove();
  });

  const stalledBodies: [string, string[], number][] = [
    [
      'a body that sends 10 of its 100 bytes and stops',
      [
        'POST /api/contact/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":"a',
      ],
      0,
    ],
    [
      'a body dripped one byte at a time',
      [
        'POST /api/contact/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
        ...'{"name":"dripping","email":"d@example.com"'.split(''),
      ],
      100,
    ],
    [
      'a chunked body that never ends',
      [
        'POST /api/contact/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
        ...Array.from({ length: 40 }, () => '1\r\n \r\n'),
      ],
      50,
    ],
    [
      'a stalled body on an unknown route',
      ['POST /api/nowhere/ HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n0123456789'],
      0,
    ],
    [
      'a stalled body sent with the wrong method',
      ['PUT /api/contact/ HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n0123456789'],
      0,
    ],
    [
      'a stalled multipart upload',
      [
        'POST /api/career/ HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 5000\r\n\r\n--b\r\nContent-Disposition: form-data; name="position"\r\n\r\nweb',
      ],
      0,
    ],
    ['headers that never end', ['GET /api/health/ HTTP/1.1\r\nHost: x\r\n'], 0],
    ['a connection that sends nothing', [], 0],
  ];

  // Each waits for the timeout: run side by side.
  it.concurrent.each(stalledBodies)(
    'closes %s within the request timeout',
    async (_name, chunks, gapMs) => {
      const { received, closedAfterMs } = await rawExchange(port, chunks, { gapMs });
      expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
      expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1_500);
      const answer = lastAnswer(received);
      expect(answer.status).toBe(408);
      expect(answer.body).toEqual({ detail: 'The request did not arrive in time.' });
    },
  );

  it('keeps answering health checks and contact posts with 3,000 stalled connections from one address', async () => {
    const stalled: net.Socket[] = [];
    let refused = 0;
    try {
      for (let index = 0; index < 3_000; index += 1) {
        const socket = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' });
        socket.on('error', () => {});
        socket.on('close', () => (refused += 1));
        // Read, so the close of a refused connection is seen.
        socket.resume();
        socket.on('connect', () =>
          socket.write('POST /api/contact/ HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{'),
        );
        stalled.push(socket);
      }
      // Every connection over the cap is answered and closed at once.
      await expect
        .poll(() => refused, { timeout: 5_000 })
        .toBeGreaterThanOrEqual(3_000 - PER_ADDRESS);

      const started = Date.now();
      const health = await fetch(`http://127.0.0.1:${port}/api/health/`);
      expect(health.status).toBe(200);
      const contact = await fetch(`http://127.0.0.1:${port}/api/contact/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Still', email: 'still@example.com', message: 'Here' }),
      });
      expect(contact.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      stalled.forEach((socket) => socket.destroy());
    }
  });

  it('answers a connection over the per-address cap with a DRF-shaped 429', async () => {
    const held: net.Socket[] = [];
    try {
      for (let index = 0; index < PER_ADDRESS; index += 1) {
        const socket = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.3' });
        socket.on('error', () => {});
        held.push(socket);
        await new Promise((resolve) => socket.once('connect', resolve));
      }
      // Let the server count them before the next one arrives.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const { received } = await rawExchange(
        port,
        ['GET /api/health/ HTTP/1.1\r\nHost: x\r\n\r\n'],
        {
          localAddress: '127.0.0.3',
        },
      );
      expect(lastAnswer(received).status).toBe(429);
      expect(lastAnswer(received).body).toEqual({
        detail: 'Too many open connections from this address.',
      });
    } finally {
      held.forEach((socket) => socket.destroy());
    }
  });

  it.concurrent.each([
    [
      'conflicting lengths',
      'POST /api/contact/ HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
      'Malformed request.',
    ],
    [
      'two content lengths',
      'POST /api/contact/ HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello',
      400,
      'Malformed request.',
    ],
    [
      'a bad request line',
      'GET /api/health/ HTTP/9.9 extra\r\nHost: x\r\n\r\n',
      400,
      'Malformed request.',
    ],
    [
      'a 20 KB URL',
      `GET /wp/v2/posts?slug=${'a,'.repeat(10_240)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
      'Request header fields too large.',
    ],
    [
      'a URL that cannot be decoded',
      'GET /api/%E0%A4%A/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      400,
      'Malformed request.',
    ],
  ])(
    'answers %s in the DRF shape, with the security headers',
    async (_name, request, status, detail) => {
      const { received } = await rawExchange(port, [request], { giveUpMs: 3_000 });
      const answer = lastAnswer(received);
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ detail });
      expect(answer.head).toContain('x-content-type-options: nosniff');
      expect(answer.head).toContain('x-frame-options: deny');
    },
  );
});

describe('shutting down', () => {
  it('answers requests that still arrive on an open connection with a DRF-shaped 503', async () => {
    const client = await createTestPgliteClient();
    await runMigrations(client);
    const database = createSubmissionRepository(client);
    const uploads = await makeTempDir('closing');
    const app = await buildTestApp(database, uploads.dir);
    // A request still running when the shutdown starts keeps its connection open.
    app.get('/test/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as net.AddressInfo).port;
    try {
      const exchange = rawExchange(
        port,
        [
          'GET /test/slow HTTP/1.1\r\nHost: x\r\n\r\n',
          'GET /api/health/ HTTP/1.1\r\nHost: x\r\n\r\n',
        ],
        { gapMs: 200 },
      );
      setTimeout(() => void app.close(), 100);
      const { received } = await exchange;
      expect(received).toMatch(/^HTTP\/1\.1 200 /);
      const answer = lastAnswer(received);
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ detail: 'Service temporarily unavailable, try again later.' });
      expect(answer.head).toContain('retry-after: 1');
    } finally {
      await app.close();
      await database.close();
      await uploads.remove();
    }
  });
});

describe('a server limited to 1,024 open files', () => {
  it('keeps answering while one address holds 3,000 stalled connections', async () => {
    const temp = await makeTempDir('fd-limit');
    const port = await findFreePort();
    const server = spawnTsx(
      'src/main.ts',
      [],
      {
        API_PORT: String(port),
        API_DATA_DIR: `${temp.dir}/pglite`,
        API_UPLOAD_DIR: `${temp.dir}/uploads`,
        DATABASE_URL: '',
        REDIS_URL: '',
        SMTP_URL: '',
        LOG_LEVEL: 'info',
      },
      ['prlimit', '--nofile=1024:1024', '--'],
    );
    const stalled: net.Socket[] = [];
    try {
      await waitForLine(server, /Server listening at/, 60_000);
      for (let index = 0; index < 3_000; index += 1) {
        const socket = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' });
        socket.on('error', () => {});
        socket.on('connect', () =>
          socket.write('POST /api/contact/ HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{'),
        );
        socket.resume();
        stalled.push(socket);
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const started = Date.now();
        const health = await fetch(`http://127.0.0.1:${port}/api/health/`);
        expect(health.status).toBe(200);
        const contact = await fetch(`http://127.0.0.1:${port}/api/contact/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Limited', email: 'limited@example.com', message: 'Hi' }),
        });
        expect(contact.status).toBe(201);
        expect(Date.now() - started).toBeLessThan(1_000);
      }
    } finally {
      stalled.forEach((socket) => socket.destroy());
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      await temp.remove();
    }
  });
});
