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

/**
 * The database cannot be reached or did not answer in time (connection refused or lost, connect
 * or statement timeout, server shutting down or out of resources). The request may be retried.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message);
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

/** SQLSTATE classes and codes that mean "not now" rather than "wrong request". */
const UNAVAILABLE_SQLSTATES = /^(08|53|57P0[1-4]|57014|58|25P03|40001|40P01|55P03|55006)/;

/** Socket and timeout errors of the driver, by code or message. */
const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|Cannot use a pool after calling end/i;

/** Whether a driver error means the database is unavailable (see DatabaseUnavailableError). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_NETWORK_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATES.test(code)) return true;
  }
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}

/** The error itself, or a DatabaseUnavailableError wrapping it when it means "not now". */
export function asDatabaseUnavailable(error: unknown, engine: string): unknown {
  if (error instanceof DatabaseUnavailableError || !isDatabaseUnavailable(error)) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new DatabaseUnavailableError(`${engine} unavailable: ${message}`, { cause: error });
}
