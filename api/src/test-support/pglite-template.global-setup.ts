import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a fresh, empty PGlite cluster (no migrations applied). */
    pgliteTemplatePath: string;
  }
}

/**
 * Runs PGlite's initdb once for the whole run and hands its dump to the test files, which start
 * their databases from it in a fraction of the time.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'site-api-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  const db = await PGlite.create();
  try {
    const dump = await db.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.close();
  }
  project.provide('pgliteTemplatePath', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
