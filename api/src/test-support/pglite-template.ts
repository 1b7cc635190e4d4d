import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createPgliteClient } from '../db/pglite-client';
import type { SqlClient } from '../db/sql-client';

/** A PGlite client (in memory, or in `dataDir`) started from the run's template cluster. */
export async function createTestPgliteClient(dataDir?: string): Promise<SqlClient> {
  const template = new Blob([await readFile(inject('pgliteTemplatePath'))]);
  return createPgliteClient(dataDir, { loadDataDir: template });
}
