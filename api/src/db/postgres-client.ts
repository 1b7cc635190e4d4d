import pg from 'pg';
import {
  asDatabaseUnavailable,
  DatabaseUnavailableError,
  type SqlClient,
  type SqlExecutor,
} from './sql-client';

export interface PostgresClientOptions {
  /** Connections in the pool (default 10). */
  maxConnections?: number;
  /** Getting a connection (from the pool or a new one) gives up after this (default 5 s). */
  connectTimeoutMs?: number;
  /**
   * A statement is cancelled by the server after this (statement_timeout), and the client stops
   * waiting shortly after, in case the server itself does not answer (default 10 s).
   */
  statementTimeoutMs?: number;
}

/** Driver errors that mean "database unavailable" become DatabaseUnavailableError. */
const translate = (error: unknown) => asDatabaseUnavailable(error, 'PostgreSQL');

/**
 * A SqlClient over a node-postgres pool, for a real PostgreSQL server named by a URL. Every wait
 * is bounded: connecting, each statement (on the server and on the client), and an open
 * transaction left idle; a server that is down, paused or overloaded answers
 * DatabaseUnavailableError within those bounds instead of hanging a request.
 */
export function createPostgresClient(
  connectionString: string,
  options: PostgresClientOptions = {},
): SqlClient {
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  const statementTimeoutMs = options.statementTimeoutMs ?? 10_000;
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    lock_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: statementTimeoutMs * 2,
    // The client stops waiting a little after the server should have cancelled the statement.
    query_timeout: statementTimeoutMs + 1_000,
    keepAlive: true,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});

  const executorFor = (runner: pg.Pool | pg.PoolClient): SqlExecutor => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      try {
        const result = await runner.query(text, params as unknown[]);
        return result.rows as Row[];
      } catch (error) {
        throw translate(error);
      }
    },
    async exec(text: string) {
      try {
        await runner.query(text);
      } catch (error) {
        throw translate(error);
      }
    },
  });

  return {
    engine: 'postgres',
    ...executorFor(pool),
    async transaction(work) {
      let connection: pg.PoolClient;
      try {
        connection = await pool.connect();
      } catch (error) {
        throw translate(error);
      }
      let broken: unknown;
      try {
        await connection.query('BEGIN');
        const result = await work(executorFor(connection));
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        const translated = translate(error);
        if (translated instanceof DatabaseUnavailableError) broken = translated;
        // A broken connection is closed below, which ends its transaction on the server.
        else await connection.query('ROLLBACK').catch(() => {});
        throw translated;
      } finally {
        // A connection that timed out or broke is discarded, not handed to the next request.
        connection.release(broken instanceof Error ? broken : undefined);
      }
    },
    async close() {
      await pool.end();
    },
  };
}
