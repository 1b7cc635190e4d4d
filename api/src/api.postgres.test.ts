import { afterAll, beforeAll } from 'vitest';
import { createPostgresClient } from './db/postgres-client';
import { describeSubmissionApi } from './test-support/submission-api-suite';
import { startPostgresServer, type PostgresServer } from './test-support/postgres-server';

// A real PostgreSQL server on loopback, started here and removed afterwards. Without server
// binaries this fails with a message saying what to install; it is never skipped.
let server: PostgresServer | undefined;

beforeAll(async () => {
  server = await startPostgresServer();
});

afterAll(async () => {
  await server?.stop();
});

describeSubmissionApi('postgres', async () => {
  if (!server) throw new Error('The PostgreSQL test server did not start.');
  return createPostgresClient(server.url);
});
