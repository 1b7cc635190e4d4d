import pg from 'pg';
import type { SqlClient, SqlExecutor } from './sql-client';

/** A SqlClient over a node-postgres pool, for a real PostgreSQL server named by a URL. */
export function createPostgresClient(connectionString: string, maxConnections = 10): SqlClient {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});

  const executorFor = (runner: pg.Pool | pg.PoolClient): SqlExecutor => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await runner.query(text, params as unknown[]);
      return result.rows as Row[];
    },
    async exec(text: string) {
      await runner.query(text);
    },
  });

  return {
    engine: 'postgres',
    ...executorFor(pool),
    async transaction(work) {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        const result = await work(executorFor(connection));
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        connection.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
