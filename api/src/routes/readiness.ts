import { randomUUID } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { detailMessages, retryAfterSeconds } from '../http/api-error';
import { PROBE_PREFIX } from '../uploads/resume-storage';
import type { RouteContext } from './route-context';

type CheckResult = 'ok' | string;

export interface Readiness {
  ready: boolean;
  checks: { database: CheckResult; uploads: CheckResult };
}

/** Rejects when `work` takes longer than `ms`. */
async function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Writes, flushes and removes a small file in the upload directory. */
async function probeUploadDir(uploadDir: string): Promise<void> {
  const file = path.join(uploadDir, `${PROBE_PREFIX}${randomUUID()}`);
  try {
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.writeFile('ready\n'.repeat(64));
      await handle.sync();
    } finally {
      await handle.close();
    }
  } finally {
    await rm(file, { force: true });
  }
}

function describeFailure(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof code === 'string' ? `${code}: ${message}` : message;
}

/**
 * Checks what a submission needs: a database round trip and a write to the upload directory.
 * Results are shared by concurrent callers and kept for `cacheMs`, so the endpoint cannot be
 * used to load the database.
 */
export function createReadinessCheck(
  context: RouteContext,
  { timeoutMs = 2_000, cacheMs = 1_000 } = {},
) {
  let last: { at: number; result: Readiness } | undefined;
  let running: Promise<Readiness> | undefined;

  async function check(): Promise<Readiness> {
    const [database, uploads] = await Promise.all([
      within(context.repository.ping(), timeoutMs, 'the database').then(
        () => 'ok',
        describeFailure,
      ),
      within(probeUploadDir(context.uploadDir), timeoutMs, 'the upload directory').then(
        () => 'ok',
        describeFailure,
      ),
    ]);
    return { ready: database === 'ok' && uploads === 'ok', checks: { database, uploads } };
  }

  return async (): Promise<Readiness> => {
    if (last && Date.now() - last.at < cacheMs) return last.result;
    running ??= check().finally(() => {
      running = undefined;
    });
    const result = await running;
    last = { at: Date.now(), result };
    return result;
  };
}

/**
 * GET /api/ready/: 200 {"status": "ready", "checks": {...}} when the database answers and the
 * upload directory takes a write; otherwise 503 with a DRF `detail`, `Retry-After` and the
 * failing check. GET /api/health/ stays the liveness check (the process answers at all).
 */
export function registerReadinessRoutes(app: FastifyInstance, context: RouteContext): void {
  const readiness = createReadinessCheck(context);
  app.get('/api/ready/', async (request, reply) => {
    const result = await readiness();
    reply.header('cache-control', 'no-store');
    if (result.ready) return { status: 'ready', checks: result.checks };
    request.log.warn({ checks: result.checks }, 'not ready');
    return reply
      .code(503)
      .header('retry-after', String(retryAfterSeconds.database))
      .send({ detail: detailMessages.serviceUnavailable, checks: result.checks });
  });
}
