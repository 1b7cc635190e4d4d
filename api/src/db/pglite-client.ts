import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDirectoryLock } from './directory-lock';
import { makePrivateDir, makeTreePrivate } from './private-files';
import { asDatabaseUnavailable, type SqlClient, type SqlExecutor } from './sql-client';

export interface PgliteClientOptions {
  /**
   * A data directory dump (PGlite's dumpDataDir) to start a new database from, instead of
   * running initdb: much faster, used by the tests. Ignored for an existing data directory.
   */
  loadDataDir?: Blob;
}

/**
 * A SqlClient over PGlite (Postgres compiled to WebAssembly, in this process). With a data
 * directory the database lives on disk and survives restarts; without one it is in memory.
 * An OS lock on a file beside the directory keeps a second process (say, the export command
 * while the server runs, or a second server) from opening the same files. The directory is 0700
 * and its files 0600.
 */
export async function createPgliteClient(
  dataDir?: string,
  options: PgliteClientOptions = {},
): Promise<SqlClient> {
  let releaseLock = async () => {};
  if (dataDir) {
    // The parent is only created if missing (0700), never changed: it may be a shared folder.
    await mkdir(path.dirname(dataDir), { recursive: true, mode: 0o700 });
    releaseLock = await acquireDirectoryLock(`${dataDir}.lock`);
  }
  let db: PGlite;
  try {
    if (dataDir) await makePrivateDir(dataDir);
    db = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    if (dataDir) await makeTreePrivate(dataDir);
  } catch (error) {
    await releaseLock();
    throw error;
  }

  // A full disk (SQLSTATE 53100) and the like answer 503, as with PostgreSQL.
  const translate = (error: unknown) => asDatabaseUnavailable(error, 'PGlite');
  const executorFor = (runner: Pick<PGlite, 'query' | 'exec'>): SqlExecutor => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      try {
        const result = await runner.query<Row>(text, params as unknown[]);
        return result.rows;
      } catch (error) {
        throw translate(error);
      }
    },
    async exec(text: string) {
      try {
        await runner.exec(text);
      } catch (error) {
        throw translate(error);
      }
    },
  });

  return {
    engine: 'pglite',
    ...executorFor(db),
    transaction: (work) => db.transaction((tx) => work(executorFor(tx))),
    async close() {
      try {
        if (!db.closed) await db.close();
        if (dataDir) await makeTreePrivate(dataDir);
      } finally {
        await releaseLock();
      }
    },
  };
}
