/**
 * Load benchmark of POST /api/contact/ (not a test).
 *
 *   npx tsx api/bench/contact-load.ts [--connections 50] [--amount 10000]
 *
 * Starts the API on loopback over a fresh PGlite directory (rate limit off), sends concurrent
 * contact submissions with autocannon, prints throughput, p50/p99 latency and failures, and checks
 * that the number of stored rows equals the number of 201 answers. A fixed number of requests
 * (not a duration) is sent, so no request is still in flight when the rows are counted.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { openSubmissionRepository } from '../src/db/submission-repository';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    amount: { type: 'string', default: '10000' },
  },
});
const connections = Number(values.connections);
const amount = Number(values.amount);

const tempDir = await mkdtemp(path.join(os.tmpdir(), 'site-api-bench-'));
const database = await openSubmissionRepository({ dataDir: path.join(tempDir, 'pglite') });
const app = await buildApp({
  database,
  uploadDir: path.join(tempDir, 'uploads'),
  rateLimit: { max: 1_000_000_000, timeWindowMs: 60_000 },
  // Every connection comes from 127.0.0.1 here, so the per-address connection cap is lifted.
  connections: { maxConnectionsPerAddress: 0 },
});

try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}/api/contact/`;

  console.log(`POST ${url}: ${amount} requests over ${connections} connections (PGlite on disk)`);
  const result = await autocannon({
    url,
    connections,
    amount,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Load Test [<id>]',
      email: 'load.test@example.com',
      subject: 'Benchmark',
      message: 'A contact message sent by the load benchmark, id [<id>].',
    }),
    idReplacement: true,
  });

  const stored = await database.countSubmissions('contact');
  const accepted = result['2xx'];
  console.log(`duration:           ${result.duration.toFixed(2)} s`);
  console.log(`requests/s (mean):  ${result.requests.average.toFixed(1)}`);
  // The per-second mean above is coarse over a few seconds; this is answers over the whole run.
  console.log(`requests/s (run):   ${(result.requests.total / result.duration).toFixed(1)}`);
  console.log(`latency p50 / p99:  ${result.latency.p50} ms / ${result.latency.p99} ms`);
  console.log(`latency max:        ${result.latency.max} ms`);
  console.log(`201 answers:        ${accepted}`);
  console.log(`non-2xx answers:    ${result.non2xx}`);
  console.log(`errors / timeouts:  ${result.errors} / ${result.timeouts}`);
  console.log(`rows stored:        ${stored}`);
  const consistent = stored === accepted;
  console.log(consistent ? 'OK: every 201 has its row.' : 'MISMATCH between 201 answers and rows!');
  process.exitCode = consistent && result.non2xx === 0 && result.errors === 0 ? 0 : 1;
} finally {
  await app.close();
  await rm(tempDir, { recursive: true, force: true });
}
