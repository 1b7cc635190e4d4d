import type { FastifyBaseLogger } from 'fastify';
import type { SubmissionKind, SubmissionRecordByKind } from '../db/submission-records';
import type { Mailer } from './mailer';

const kindTitles: Record<SubmissionKind, string> = {
  subscriptions: 'New newsletter subscription',
  contact: 'New contact message',
  career: 'New job application',
  internship: 'New internship application',
};

/** Control characters (line breaks included) never reach a mail header. */
function headerSafe(text: string): string {
  return text
    .replace(/\p{Cc}+/gu, ' ')
    .trim()
    .slice(0, 150);
}

function whoFrom(record: Record<string, unknown>): string {
  const who = record.full_name ?? record.name ?? record.email;
  return typeof who === 'string' ? who : '';
}

/** The email telling the inbox about one stored submission. */
export function notificationFor<K extends SubmissionKind>(
  kind: K,
  record: SubmissionRecordByKind[K],
): { subject: string; text: string } {
  const fields = record as unknown as Record<string, unknown>;
  const who = whoFrom(fields);
  const subject = headerSafe(who ? `${kindTitles[kind]} from ${who}` : kindTitles[kind]);
  const lines = Object.entries(fields).map(([key, value]) => {
    const text = String(value ?? '');
    return text.includes('\n') ? `${key}:\n${text}\n` : `${key}: ${text}`;
  });
  return { subject, text: `${kindTitles[kind]} (#${String(fields.id)})\n\n${lines.join('\n')}\n` };
}

export interface SubmissionNotifier {
  /** Sends the notification in the background; a failure is logged, never thrown. */
  notify<K extends SubmissionKind>(kind: K, record: SubmissionRecordByKind[K]): void;
  /** Resolves once every notification under way has been sent or has failed. */
  settle(): Promise<void>;
}

export function createSubmissionNotifier(
  mailer: Mailer | undefined,
  log: FastifyBaseLogger,
): SubmissionNotifier {
  const pending = new Set<Promise<void>>();
  return {
    notify(kind, record) {
      if (!mailer) return;
      const sending = mailer
        .send(notificationFor(kind, record))
        .catch((error: unknown) => {
          log.error({ err: error, kind, id: record.id }, 'submission notification failed');
        })
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async settle() {
      await Promise.allSettled([...pending]);
    },
  };
}
