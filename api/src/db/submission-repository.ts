import type { ContactMessage } from '@site/shared/schemas/contact-message';
import type { InternshipApplication } from '@site/shared/schemas/internship-application';
import { runMigrations } from './migrations';
import { createPgliteClient } from './pglite-client';
import { createPostgresClient } from './postgres-client';
import { isUniqueViolation, type SqlClient } from './sql-client';
import {
  submissionTables,
  type CareerApplicationRecord,
  type ContactMessageRecord,
  type InternshipApplicationRecord,
  type NewsletterSubscriptionRecord,
  type SubmissionKind,
  type SubmissionRecordByKind,
} from './submission-records';

/** Thrown when an email address is already subscribed (compared without regard to case). */
export class DuplicateSubscriptionError extends Error {
  override name = 'DuplicateSubscriptionError';
}

export type NewCareerApplication = Omit<CareerApplicationRecord, 'id' | 'created_at'>;

/** Where every accepted submission goes. Each method resolves only once the row is committed. */
export interface SubmissionRepository {
  readonly engine: SqlClient['engine'];
  addNewsletterSubscription(email: string): Promise<NewsletterSubscriptionRecord>;
  addContactMessage(message: ContactMessage): Promise<ContactMessageRecord>;
  addCareerApplication(application: NewCareerApplication): Promise<CareerApplicationRecord>;
  addInternshipApplication(
    application: InternshipApplication,
  ): Promise<InternshipApplicationRecord>;
  listSubmissions<K extends SubmissionKind>(kind: K): Promise<SubmissionRecordByKind[K][]>;
  countSubmissions(kind: SubmissionKind): Promise<number>;
  close(): Promise<void>;
}

type Row = Record<string, unknown>;

function toRecord<T>(row: Row | undefined): T {
  if (!row) throw new Error('The database returned no row.');
  const record: Row = { ...row };
  if (record.created_at instanceof Date) record.created_at = record.created_at.toISOString();
  return record as T;
}

/** Builds `INSERT INTO table (a, b) VALUES ($1, $2) RETURNING <all columns>` for a kind. */
function insertStatement(kind: SubmissionKind, fields: readonly string[]): string {
  const { table, columns } = submissionTables[kind];
  const placeholders = fields.map((_, index) => `$${index + 1}`).join(', ');
  return `INSERT INTO ${table} (${fields.join(', ')}) VALUES (${placeholders}) RETURNING ${columns.join(', ')}`;
}

async function insert<T>(client: SqlClient, kind: SubmissionKind, values: Row): Promise<T> {
  const fields = Object.keys(values);
  const rows = await client.query<Row>(
    insertStatement(kind, fields),
    fields.map((field) => values[field]),
  );
  return toRecord<T>(rows[0]);
}

/** The repository over any SqlClient (PGlite or PostgreSQL): one schema, same statements. */
export function createSubmissionRepository(client: SqlClient): SubmissionRepository {
  return {
    engine: client.engine,
    async addNewsletterSubscription(email) {
      try {
        return await insert(client, 'subscriptions', { email });
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateSubscriptionError(email);
        throw error;
      }
    },
    addContactMessage: (message) => insert(client, 'contact', { ...message }),
    addCareerApplication: (application) => insert(client, 'career', { ...application }),
    addInternshipApplication: (application) => insert(client, 'internship', { ...application }),
    async listSubmissions(kind) {
      const { table, columns } = submissionTables[kind];
      const rows = await client.query<Row>(
        `SELECT ${columns.join(', ')} FROM ${table} ORDER BY id`,
      );
      return rows.map((row) => toRecord(row));
    },
    async countSubmissions(kind) {
      const rows = await client.query<{ count: number }>(
        `SELECT count(*)::integer AS count FROM ${submissionTables[kind].table}`,
      );
      return rows[0]?.count ?? 0;
    },
    close: () => client.close(),
  };
}

export interface DatabaseLocation {
  /** A PostgreSQL connection URL; when set, PostgreSQL is used through node-postgres. */
  databaseUrl?: string | undefined;
  /** PGlite's data directory when no URL is set; left out, PGlite keeps the data in memory. */
  dataDir?: string | undefined;
}

/** Opens the database (PostgreSQL when a URL is given, PGlite otherwise) and migrates it. */
export async function openSubmissionRepository(
  location: DatabaseLocation,
): Promise<SubmissionRepository> {
  const client = location.databaseUrl
    ? createPostgresClient(location.databaseUrl)
    : await createPgliteClient(location.dataDir);
  try {
    await runMigrations(client);
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return createSubmissionRepository(client);
}
