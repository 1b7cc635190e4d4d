import pg from 'pg';

/**
 * Reads what the API stored, from the PostgreSQL server that global setup started for it.
 * Journeys use it to prove a submission reached the database, not just a 201.
 */
export async function queryRows<Row extends Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the suite through its global setup.');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<Row>(sql, params);
    return result.rows;
  } finally {
    await client.end();
  }
}

/** Where the API writes uploaded resumes during the suite. */
export function uploadDir(): string {
  const dir = process.env.E2E_UPLOAD_DIR;
  if (!dir) throw new Error('E2E_UPLOAD_DIR is not set: run the suite through its global setup.');
  return dir;
}
