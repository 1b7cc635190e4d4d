import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from './db/migrations';
import { createPostgresClient } from './db/postgres-client';
import { createSubmissionRepository, type SubmissionRepository } from './db/submission-repository';
import { multipartBody } from './test-support/multipart-body';
import { startPostgresServer, type PostgresServer } from './test-support/postgres-server';
import { samplePdf } from './test-support/sample-files';
import { buildTestApp, filesIn, makeTempDir, postJson, uniqueEmail } from './test-support/test-app';

const CONNECT_TIMEOUT_MS = 500;
const STATEMENT_TIMEOUT_MS = 800;
/** The longest a request may take while the database is paused: statement wait plus margin. */
const BOUND_MS = STATEMENT_TIMEOUT_MS + 1_000 + 1_500;

const unavailable = { detail: 'Service temporarily unavailable, try again later.' };

/** PostgreSQL paused (SIGSTOP) or stopped: requests answer 503 within bounds, never hang. */
describe('PostgreSQL unavailable', () => {
  let server: PostgresServer;
  let database: SubmissionRepository;
  let app: FastifyInstance;
  let uploads: Awaited<ReturnType<typeof makeTempDir>>;
  /** Ids answered 201, all of which must be stored at the end. */
  const acknowledged: number[] = [];

  beforeAll(async () => {
    server = await startPostgresServer();
    const client = createPostgresClient(server.url, {
      maxConnections: 3,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    });
    await runMigrations(client);
    database = createSubmissionRepository(client);
    uploads = await makeTempDir('pg-faults');
    app = await buildTestApp(database, uploads.dir);
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await server?.stop();
    await uploads?.remove();
  });

  const contact = () =>
    postJson(app, '/api/contact/', {
      name: 'Outage',
      email: uniqueEmail('outage'),
      message: 'Sent while the database is in trouble.',
    });
  const career = () =>
    app.inject({
      method: 'POST',
      url: '/api/career/',
      ...multipartBody([
        { name: 'position', value: 'backend' },
        { name: 'full_name', value: 'Outage Applicant' },
        { name: 'email', value: uniqueEmail('outage-cv') },
        { name: 'phone', value: '+91 98765 43210' },
        { name: 'cover_letter', value: 'Applying during an outage.' },
        { name: 'resume', filename: 'cv.pdf', data: samplePdf() },
      ]),
    });

  async function expectAcknowledged(response: Awaited<ReturnType<typeof contact>>) {
    expect(response.statusCode, response.body).toBe(201);
    acknowledged.push(response.json().id as number);
  }

  function expectUnavailable(response: Awaited<ReturnType<typeof contact>>) {
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual(unavailable);
  }

  it('answers 503 with Retry-After within the timeouts while PostgreSQL is paused', async () => {
    await expectAcknowledged(await contact());
    await server.pause();
    try {
      const started = Date.now();
      // More requests than the pool has connections: none waits longer than the bound.
      const answers = await Promise.all([contact(), contact(), contact(), contact(), contact()]);
      expect(Date.now() - started).toBeLessThan(BOUND_MS);
      answers.forEach(expectUnavailable);

      const subscribe = await postJson(app, '/api/subscribe/', { email: uniqueEmail('paused') });
      expectUnavailable(subscribe);

      const ready = await app.inject({ method: 'GET', url: '/api/ready/' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toMatchObject({ ...unavailable, checks: { uploads: 'ok' } });
      expect(ready.json().checks.database).not.toBe('ok');
      // Liveness: the process itself is fine.
      expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
    } finally {
      await server.resume();
    }
    await expectAcknowledged(await contact());
  });

  it('answers 503 while PostgreSQL is stopped, removes the resume it wrote, and recovers', async () => {
    await server.halt();
    try {
      const before = await filesIn(uploads.dir);
      const started = Date.now();
      expectUnavailable(await contact());
      expectUnavailable(await career());
      expect(Date.now() - started).toBeLessThan(BOUND_MS);
      // The resume written before the row failed is gone again.
      expect(await filesIn(uploads.dir)).toEqual(before);
      await new Promise((resolve) => setTimeout(resolve, 1_100)); // past the readiness cache
      const ready = await app.inject({ method: 'GET', url: '/api/ready/' });
      expect(ready.statusCode).toBe(503);
    } finally {
      await server.start();
    }
    await expectAcknowledged(await contact());
    const cv = await career();
    expect(cv.statusCode, cv.body).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await app.inject({ method: 'GET', url: '/api/ready/' })).statusCode).toBe(200);
  });

  it('lost no acknowledged submission', async () => {
    const stored = new Set((await database.listSubmissions('contact')).map((row) => row.id));
    expect(acknowledged.length).toBeGreaterThanOrEqual(3);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  });
});
