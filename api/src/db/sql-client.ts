/** The little SQL surface the repository needs; PGlite and node-postgres both provide it. */
export interface SqlExecutor {
  /** Runs one parameterised statement ($1, $2, ...) and returns its rows. */
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a script of one or more statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface SqlClient extends SqlExecutor {
  /** Which engine is behind the client, for logs and tests. */
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Postgres error code for a unique constraint violation. */
export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}
