import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresClient } from './db/postgres-client';
import { spawnTsx, waitForLine } from './test-support/child-process';
import {
  findFreePort,
  startPostgresServer,
  type PostgresServer,
} from './test-support/postgres-server';
import { startRedisServer, type RedisServer } from './test-support/redis-server';
import { startInbox } from './test-support/smtp-inbox';
import { connectRateLimitRedis } from './http/rate-limit-redis';
import { runMigrations } from './db/migrations';
import { createSubmissionRepository } from './db/submission-repository';
import { createTestPgliteClient } from './test-support/pglite-template';
import { buildTestApp, makeTempDir, postJson } from './test-support/test-app';

const RATE_LIMIT_MAX = 5;

/** Two API processes (src/main.ts) against one PostgreSQL and one Redis behave as one service. */
describe('two API processes', () => {
  let postgres: PostgresServer;
  let redis: RedisServer;
  let uploads: Awaited<ReturnType<typeof makeTempDir>>;
  let inbox: Awaited<ReturnType<typeof startInbox>>;
  const servers: ChildProcess[] = [];
  const urls: string[] = [];

  beforeAll(async () => {
    [postgres, redis, uploads, inbox] = await Promise.all([
      startPostgresServer(),
      startRedisServer(),
      makeTempDir('two-processes'),
      startInbox(),
    ]);
    for (let index = 0; index < 2; index += 1) {
      const port = await findFreePort();
      const child = spawnTsx('src/main.ts', [], {
        API_PORT: String(port),
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        API_UPLOAD_DIR: uploads.dir,
        RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
        // One proxy in front, as in a deployment of several processes behind a load balancer:
        // each test below speaks for visitors of its own through X-Forwarded-For.
        API_TRUST_PROXY: '1',
        SMTP_URL: inbox.url,
        NOTIFY_EMAIL_TO: 'team@example.com',
        LOG_LEVEL: 'info',
      });
      servers.push(child);
      await waitForLine(child, /Server listening at/, 60_000);
      urls.push(`http://127.0.0.1:${port}`);
    }
  });

  afterAll(async () => {
    await Promise.all(
      servers.map(async (child) => {
        if (child.exitCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }),
    );
    await inbox?.close();
    await redis?.stop();
    await postgres?.stop();
    await uploads?.remove();
  });

  const post = (server: number, path: string, body: unknown, visitor: string) =>
    fetch(`${urls[server]}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
      body: JSON.stringify(body),
    });

  it('shares one rate-limit count per visitor across both processes', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < RATE_LIMIT_MAX * 2; attempt += 1) {
      const response = await post(attempt % 2, '/api/contact/', {}, '203.0.113.21');
      statuses.push(response.status);
    }
    expect(statuses.slice(0, RATE_LIMIT_MAX)).toEqual(Array(RATE_LIMIT_MAX).fill(400));
    expect(statuses.slice(RATE_LIMIT_MAX)).toEqual(Array(RATE_LIMIT_MAX).fill(429));
    // Another visitor still has a full count, on either process.
    expect((await post(1, '/api/contact/', {}, '203.0.113.22')).status).toBe(400);
  });

  it('keeps one subscription per address when both processes get it at once', async () => {
    const email = 'both.processes@example.com';
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        post(
          index % 2,
          '/api/subscribe/',
          { email: index % 3 ? email : email.toUpperCase() },
          `198.51.100.${index + 1}`,
        ),
      ),
    );
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 400, 400, 400, 400, 400, 400, 400]);
    const client = createPostgresClient(postgres.url);
    try {
      const rows = await client.query<{ count: number }>(
        'SELECT count(*)::integer AS count FROM newsletter_subscriptions WHERE lower(email) = $1',
        [email],
      );
      expect(rows[0]?.count).toBe(1);
    } finally {
      await client.close();
    }
  });

  it('stores what either process accepts in the one database, with distinct ids', async () => {
    const message = (name: string) => ({ name, email: 'n@example.com', message: 'Hello' });
    const ids: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const response = await post(
        index % 2,
        '/api/contact/',
        message(`Visitor ${index}`),
        `192.0.2.${index + 1}`,
      );
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: number }).id);
    }
    expect(new Set(ids).size).toBe(4);
    for (const url of urls) {
      expect((await fetch(`${url}/api/ready/`)).status).toBe(200);
    }
  });

  it('mails each accepted submission once, whichever process runs the worker', async () => {
    // One subscription and four contact messages were accepted above, by either process.
    await inbox.waitFor(5);
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // a poll of both workers
    // The subscription is stored as written by whichever request won, in either letter case.
    const subjects = inbox.received.map((mail) =>
      /^Subject: (.*)$/m
        .exec(mail.raw)?.[1]
        ?.trim()
        .replace(/from (\S+@\S+)$/, (_m, a: string) => `from ${a.toLowerCase()}`),
    );
    expect(subjects.sort()).toEqual([
      'New contact message from Visitor 0',
      'New contact message from Visitor 1',
      'New contact message from Visitor 2',
      'New contact message from Visitor 3',
      'New newsletter subscription from both.processes@example.com',
    ]);
  });
});

describe('rate limits in Redis', () => {
  it('lets requests through, without waiting, while Redis is down', async () => {
    const client = await createTestPgliteClient();
    await runMigrations(client);
    const database = createSubmissionRepository(client);
    const uploads = await makeTempDir('redis-down');
    const deadPort = await findFreePort();
    const app = await buildTestApp(database, uploads.dir, {
      rateLimit: { max: 1, timeWindowMs: 60_000 },
      redis: connectRateLimitRedis(`redis://127.0.0.1:${deadPort}/0`),
    });
    try {
      const started = Date.now();
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await postJson(app, '/api/contact/', {
          name: 'No Redis',
          email: 'no.redis@example.com',
          message: 'Still accepted.',
        });
        expect(response.statusCode).toBe(201);
      }
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await app.close();
      await database.close();
      await uploads.remove();
    }
  });
});
