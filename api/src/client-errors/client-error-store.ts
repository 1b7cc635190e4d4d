import type { SqlClient } from '../db/sql-client';
import type { ClientErrorReport } from './client-error-reports';

/** Columns of client_error_reports, in export order. */
export const clientErrorColumns = [
  'id',
  'kind',
  'app',
  'build_version',
  'route',
  'message',
  'stack',
  'component_stack',
  'occurred_at',
  'created_at',
] as const;

const insertedColumns = [
  'kind',
  'app',
  'build_version',
  'route',
  'message',
  'stack',
  'component_stack',
  'occurred_at',
] as const;

/** Stores reports in one statement (all or none). */
export async function insertClientErrorReports(
  client: SqlClient,
  reports: readonly ClientErrorReport[],
): Promise<void> {
  if (reports.length === 0) return;
  const values: unknown[] = [];
  const rows = reports.map((report) => {
    const placeholders = insertedColumns.map((column) => {
      values.push(report[column]);
      return `$${values.length}`;
    });
    return `(${placeholders.join(', ')})`;
  });
  await client.query(
    `INSERT INTO client_error_reports (${insertedColumns.join(', ')}) VALUES ${rows.join(', ')}`,
    values,
  );
}

export type StoredClientErrorReport = ClientErrorReport & { id: number; created_at: string };

function isoOrNull(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value : null;
}

/** Every stored report, oldest first. */
export async function listClientErrorReports(
  client: SqlClient,
): Promise<StoredClientErrorReport[]> {
  const rows = await client.query<Record<string, unknown>>(
    `SELECT ${clientErrorColumns.join(', ')} FROM client_error_reports ORDER BY id`,
  );
  return rows.map((row) => ({
    ...(row as unknown as StoredClientErrorReport),
    id: Number(row.id),
    occurred_at: isoOrNull(row.occurred_at),
    created_at: isoOrNull(row.created_at) ?? '',
  }));
}

/** Removes reports older than `days` (they are for fixing bugs, not for keeping). */
export async function pruneClientErrorReports(client: SqlClient, days: number): Promise<void> {
  await client.query(
    `DELETE FROM client_error_reports WHERE created_at < now() - $1::integer * interval '1 day'`,
    [days],
  );
}
