import { readdir, readFile } from 'node:fs/promises';
import type { SqlClient } from './sql-client';

export const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

export interface Migration {
  /** The file name without `.sql`, e.g. "0001_create_submissions"; applied in name order. */
  version: string;
  sql: string;
}

/** Reads the versioned SQL files (NNNN_name.sql) from the migrations folder, in order. */
export async function loadMigrations(dir: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({
      version: name.slice(0, -'.sql'.length),
      sql: await readFile(new URL(name, dir), 'utf8'),
    })),
  );
}

/** An arbitrary constant naming the advisory lock that serialises migration runs. */
const MIGRATION_LOCK_ID = 727_274_001;

/**
 * Applies every migration not yet recorded in `schema_migrations`, all in one transaction under
 * an advisory lock, so servers starting together against one PostgreSQL do not race.
 * Resolves to the versions applied by this call.
 */
export async function runMigrations(
  client: SqlClient,
  migrations?: readonly Migration[],
): Promise<string[]> {
  const pending = migrations ?? (await loadMigrations());
  return client.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((row) => row.version));
    const applied: string[] = [];
    for (const migration of pending) {
      if (done.has(migration.version)) continue;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
      applied.push(migration.version);
    }
    return applied;
  });
}
