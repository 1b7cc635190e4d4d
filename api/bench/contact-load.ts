/**
 * Load benchmark of POST /api/contact/ (not a test).
 *
 *   npm run bench:contact -w api                       10, 50 and 200 connections
 *   npm run bench:contact -w api -- --connections 50   one level only
 *   npm run bench:contact -w api -- --amount 20000     requests per level (default 10,000)
 *
 * For each level: starts the API on loopback over a fresh PGlite directory (rate limit off),
 * sends a fixed number of concurrent contact submissions with autocannon (so none is in flight
 * when rows are counted), and records throughput, p50/p99 latency, failures and whether every 201
 * has its row. Prints a table, writes it to api/bench/results/, and exits non-zero when a row is
 * missing, a request failed, or p99 at 50 connections is over its 60 ms budget.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { openSubmissionRepository } from '../src/db/submission-repository';

const DEFAULT_LEVELS = [10, 50, 200];
/** The latency budget: p99 at 50 connections. */
const BUDGET = { connections: 50, p99Ms: 60 };

const { values } = parseArgs({
  options: {
    connections: { type: 'string' },
    amount: { type: 'string', default: '10000' },
  },
});
const levels = values.connections ? [Number(values.connections)] : DEFAULT_LEVELS;
const amount = Number(values.amount);
const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

interface LevelResult {
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  accepted: number;
  failed: number;
  rowsStored: number;
}

async function measure(connections: number): Promise<LevelResult> {
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
    const result = await autocannon({
      url: `http://127.0.0.1:${address.port}/api/contact/`,
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
    return {
      connections,
      // Answers over the whole run (autocannon's per-second mean is coarse over a few seconds).
      requestsPerSecond: Math.round(result.requests.total / result.duration),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      accepted: result['2xx'],
      failed: result.non2xx + result.errors + result.timeouts,
      rowsStored: await database.countSubmissions('contact'),
    };
  } finally {
    await app.close();
    await rm(tempDir, { recursive: true, force: true });
  }
}

const rows: LevelResult[] = [];
for (const connections of levels) {
  console.log(`POST /api/contact/: ${amount} requests over ${connections} connections (PGlite)`);
  rows.push(await measure(connections));
}

const table = [
  '| connections | requests/s | p50 ms | p99 ms | max ms | 201 | failed | rows stored |',
  '|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (row) =>
      `| ${row.connections} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.maxMs} | ${row.accepted} | ${row.failed} | ${row.rowsStored} |`,
  ),
].join('\n');
console.log(`\n${table}\n`);

const problems = rows.flatMap((row) => [
  ...(row.rowsStored !== row.accepted ? [`${row.connections}: a 201 without its row`] : []),
  ...(row.failed > 0 ? [`${row.connections}: ${row.failed} failed requests`] : []),
  ...(row.connections === BUDGET.connections && row.p99Ms > BUDGET.p99Ms
    ? [`${row.connections}: p99 ${row.p99Ms} ms over the ${BUDGET.p99Ms} ms budget`]
    : []),
]);
await mkdir(resultsDir, { recursive: true });
await writeFile(
  path.join(resultsDir, 'contact-load.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), amount, budget: BUDGET, rows }, null, 2),
);
await writeFile(path.join(resultsDir, 'contact-load.md'), `${table}\n`);
console.log(problems.length === 0 ? 'OK: every 201 has its row; budget met.' : problems.join('\n'));
process.exitCode = problems.length === 0 ? 0 : 1;
