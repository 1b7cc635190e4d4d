import type { ContactMessage } from '@site/shared/schemas/contact-message';
import type { InternshipApplication } from '@site/shared/schemas/internship-application';
import { runMigrations } from './migrations';
import { createPgliteClient } from './pglite-client';
import { createPostgresClient, type PostgresClientOptions } from './postgres-client';
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

export interface AddOptions {
  /** Queue a notification in the outbox, in the same statement as the row (default false). */
  notify?: boolean;
}

/** A notification claimed from the outbox by a worker. */
export interface ClaimedNotification {
  id: number;
  kind: SubmissionKind;
  submission_id: number;
  /** Attempts so far, this one included. */
  attempts: number;
}

/** Where every accepted submission goes. Each method resolves only once the row is committed. */
export interface SubmissionRepository {
  readonly engine: SqlClient['engine'];
  addNewsletterSubscription(
    email: string,
    options?: AddOptions,
  ): Promise<NewsletterSubscriptionRecord>;
  addContactMessage(message: ContactMessage, options?: AddOptions): Promise<ContactMessageRecord>;
  addCareerApplication(
    application: NewCareerApplication,
    options?: AddOptions,
  ): Promise<CareerApplicationRecord>;
  addInternshipApplication(
    application: InternshipApplication,
    options?: AddOptions,
  ): Promise<InternshipApplicationRecord>;
  listSubmissions<K extends SubmissionKind>(kind: K): Promise<SubmissionRecordByKind[K][]>;
  countSubmissions(kind: SubmissionKind): Promise<number>;
  getSubmission<K extends SubmissionKind>(
    kind: K,
    id: number,
  ): Promise<SubmissionRecordByKind[K] | null>;
  /** Which of these stored resume names have an application row. */
  referencedResumes(storedNames: readonly string[]): Promise<Set<string>>;
  /** Claims up to `limit` due notifications for `leaseMs` (others skip them meanwhile). */
  claimNotifications(limit: number, leaseMs: number): Promise<ClaimedNotification[]>;
  /** The notification was sent: removes it from the outbox. */
  completeNotification(id: number): Promise<void>;
  /** The send failed: tries again after `delayMs`. */
  deferNotification(id: number, delayMs: number, error: string): Promise<void>;
  pendingNotifications(): Promise<number>;
  /** A round trip to the database (readiness). */
  ping(): Promise<void>;
  /** The SQL client underneath, for features with tables of their own. */
  readonly client: SqlClient;
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

/**
 * The insert, and with `notify` an outbox row for it in the same statement (a data-modifying
 * CTE): both are committed together or not at all.
 */
function insertWithNotification(kind: SubmissionKind, fields: readonly string[]): string {
  const kindParam = `$${fields.length + 1}`;
  return (
    `WITH inserted AS (${insertStatement(kind, fields)}), ` +
    `queued AS (INSERT INTO notification_outbox (kind, submission_id) ` +
    `SELECT ${kindParam}, id FROM inserted) SELECT * FROM inserted`
  );
}

async function insert<T>(
  client: SqlClient,
  kind: SubmissionKind,
  values: Row,
  options: AddOptions = {},
): Promise<T> {
  const fields = Object.keys(values);
  const params = fields.map((field) => values[field]);
  const rows = options.notify
    ? await client.query<Row>(insertWithNotification(kind, fields), [...params, kind])
    : await client.query<Row>(insertStatement(kind, fields), params);
  return toRecord<T>(rows[0]);
}

/** The repository over any SqlClient (PGlite or PostgreSQL): one schema, same statements. */
export function createSubmissionRepository(client: SqlClient): SubmissionRepository {
  return {
    engine: client.engine,
    client,
    async addNewsletterSubscription(email, options) {
      try {
        return await insert(client, 'subscriptions', { email }, options);
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateSubscriptionError(email);
        throw error;
      }
    },
    addContactMessage: (message, options) => insert(client, 'contact', { ...message }, options),
    addCareerApplication: (application, options) =>
      insert(client, 'career', { ...application }, options),
    addInternshipApplication: (application, options) =>
      insert(client, 'internship', { ...application }, options),
    async getSubmission(kind, id) {
      const { table, columns } = submissionTables[kind];
      const rows = await client.query<Row>(
        `SELECT ${columns.join(', ')} FROM ${table} WHERE id = $1`,
        [id],
      );
      return rows[0] ? toRecord(rows[0]) : null;
    },
    async referencedResumes(storedNames) {
      if (storedNames.length === 0) return new Set();
      const rows = await client.query<{ resume_stored_name: string }>(
        'SELECT resume_stored_name FROM career_applications WHERE resume_stored_name = ANY($1)',
        [[...storedNames]],
      );
      return new Set(rows.map((row) => row.resume_stored_name));
    },
    async claimNotifications(limit, leaseMs) {
      const rows = await client.query<Row>(
        `UPDATE notification_outbox
            SET locked_until = now() + $2::double precision * interval '1 millisecond', attempts = attempts + 1
          WHERE id IN (SELECT id FROM notification_outbox
                        WHERE next_attempt_at <= now()
                          AND (locked_until IS NULL OR locked_until <= now())
                        ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING id, kind, submission_id, attempts`,
        [limit, leaseMs],
      );
      return rows
        .map((row) => ({
          id: Number(row.id),
          kind: row.kind as SubmissionKind,
          submission_id: Number(row.submission_id),
          attempts: Number(row.attempts),
        }))
        .sort((a, b) => a.id - b.id);
    },
    async completeNotification(id) {
      await client.query('DELETE FROM notification_outbox WHERE id = $1', [id]);
    },
    async deferNotification(id, delayMs, error) {
      await client.query(
        `UPDATE notification_outbox
            SET next_attempt_at = now() + $2::double precision * interval '1 millisecond', locked_until = NULL,
                last_error = $3
          WHERE id = $1`,
        [id, Math.max(0, Math.round(delayMs)), error.slice(0, 1000)],
      );
    },
    async pendingNotifications() {
      const rows = await client.query<{ count: number }>(
        'SELECT count(*)::integer AS count FROM notification_outbox',
      );
      return rows[0]?.count ?? 0;
    },
    async ping() {
      await client.query('SELECT 1');
    },
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
  /** Pool size and timeouts for PostgreSQL. */
  postgres?: PostgresClientOptions | undefined;
}

/** Opens the database (PostgreSQL when a URL is given, PGlite otherwise) and migrates it. */
export async function openSubmissionRepository(
  location: DatabaseLocation,
): Promise<SubmissionRepository> {
  const client = location.databaseUrl
    ? createPostgresClient(location.databaseUrl, location.postgres)
    : await createPgliteClient(location.dataDir);
  try {
    await runMigrations(client);
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return createSubmissionRepository(client);
}
