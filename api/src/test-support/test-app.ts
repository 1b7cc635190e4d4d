import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { SubmissionRepository } from '../db/submission-repository';

export const SITE_ORIGIN = 'http://localhost:4173';

/** A temporary folder, removed by the returned function. */
export async function makeTempDir(prefix: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), `site-api-${prefix}-`));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export async function filesIn(dir: string): Promise<string[]> {
  return (await readdir(dir)).sort();
}

/** An app over a shared test database, with a rate limit high enough not to interfere. */
export function buildTestApp(
  database: SubmissionRepository,
  uploadDir: string,
  overrides: Partial<BuildAppOptions> = {},
): Promise<FastifyInstance> {
  return buildApp({
    database,
    uploadDir,
    origins: [SITE_ORIGIN],
    rateLimit: { max: 10_000, timeWindowMs: 60_000 },
    closeDatabaseOnClose: false,
    ...overrides,
  });
}

/** POSTs a JSON body the way the site's api-client does. */
export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  extra: InjectOptions = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    payload: JSON.stringify(body),
    ...extra,
  });
}

/** A copy of an object without one of its keys. */
export function without<T extends object, K extends keyof T>(object: T, key: K): Omit<T, K> {
  const copy = { ...object };
  delete copy[key];
  return copy;
}

let counter = 0;
/** An address no other test uses. */
export function uniqueEmail(prefix = 'visitor'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}
