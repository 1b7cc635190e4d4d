import type { FastifyBaseLogger } from 'fastify';
import type { SubmissionKind, SubmissionRecordByKind } from '../db/submission-records';
import type { ClaimedNotification, SubmissionRepository } from '../db/submission-repository';
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

export interface NotificationOutboxOptions {
  /** How often the outbox is looked at when nothing woke the worker (default 2 s). */
  pollMs?: number;
  /** First retry delay; doubled per failed attempt, with jitter (default 5 s). */
  retryBaseMs?: number;
  /** Longest delay between two attempts (default 15 min). Attempts never stop. */
  retryMaxMs?: number;
  /** How long a claimed notification is reserved for this worker (default 2 min). */
  leaseMs?: number;
  batchSize?: number;
}

/**
 * Sends the notifications queued in the outbox table (written with each submission, in the same
 * statement). Failed sends are tried again with exponential backoff, forever: while the mail
 * server is down, notifications wait in the database, and no restart loses them. Several API
 * processes can run a worker each over one PostgreSQL: a row is claimed by one at a time.
 */
export interface SubmissionNotifier {
  /** Whether submissions should queue notifications at all (a mailer is configured). */
  readonly enabled: boolean;
  /** Looks at the outbox now (called after a submission was stored). */
  wake(): void;
  /** Starts the worker loop. */
  start(): void;
  /**
   * Resolves after a whole pass over the outbox that started after this call: everything due
   * then has been sent, or has failed and waits for its next attempt.
   */
  drain(): Promise<void>;
  /** Stops the loop after the send under way. */
  stop(): Promise<void>;
}

/** Delay before attempt `attempts + 1`: base * 2^(attempts - 1), capped, with ±20% jitter. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  const exponential = baseMs * 2 ** Math.max(0, Math.min(30, attempts - 1));
  return Math.min(maxMs, exponential) * (0.8 + Math.random() * 0.4);
}

export function createSubmissionNotifier(
  mailer: Mailer | undefined,
  repository: SubmissionRepository,
  log: FastifyBaseLogger,
  options: NotificationOutboxOptions = {},
): SubmissionNotifier {
  const pollMs = options.pollMs ?? 2_000;
  const retryBaseMs = options.retryBaseMs ?? 5_000;
  const retryMaxMs = options.retryMaxMs ?? 15 * 60_000;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const batchSize = options.batchSize ?? 10;

  let running = false;
  let loop: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | undefined;
  let woken = false;
  let passesStarted = 0;
  let passesDone = 0;
  const passWaiters: { after: number; resolve: () => void }[] = [];

  function settlePassWaiters(all = false): void {
    for (const waiter of [...passWaiters]) {
      if (all || passesDone >= waiter.after) {
        passWaiters.splice(passWaiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  }

  /** Sends one claimed notification: removed once sent, put back for later if it failed. */
  async function deliver(item: ClaimedNotification): Promise<void> {
    try {
      const record = await repository.getSubmission(item.kind, item.submission_id);
      if (record) await mailer!.send(notificationFor(item.kind, record));
      await repository.completeNotification(item.id);
    } catch (error) {
      const delay = retryDelayMs(item.attempts, retryBaseMs, retryMaxMs);
      log.error(
        { err: error, kind: item.kind, id: item.submission_id, attempts: item.attempts },
        'submission notification failed',
      );
      await repository
        .deferNotification(item.id, delay, error instanceof Error ? error.message : String(error))
        .catch(() => {
          // The lease runs out and the row is claimed again later.
        });
    }
  }

  /** One pass: claims and sends due notifications until none are left. */
  async function sendDue(): Promise<void> {
    for (;;) {
      const batch = await repository.claimNotifications(batchSize, leaseMs);
      for (const item of batch) await deliver(item);
      if (batch.length < batchSize || !running) return;
    }
  }

  /** Consecutive passes that could not reach the outbox; the poll slows down while it lasts. */
  let unavailablePasses = 0;

  function sleep(): Promise<void> {
    const waitMs = Math.min(30_000, pollMs * 2 ** Math.min(unavailablePasses, 10));
    return new Promise((resolve) => {
      if (woken || !running) {
        woken = false;
        resolve();
        return;
      }
      wakeUp = () => {
        clearTimeout(timer);
        wakeUp = undefined;
        woken = false;
        resolve();
      };
      timer = setTimeout(() => wakeUp?.(), waitMs);
      timer.unref?.();
    });
  }

  async function run(): Promise<void> {
    while (running) {
      passesStarted += 1;
      try {
        await sendDue();
        unavailablePasses = 0;
      } catch (error) {
        if (unavailablePasses === 0) log.warn({ err: error }, 'notification outbox unavailable');
        unavailablePasses += 1;
      }
      passesDone += 1;
      settlePassWaiters();
      await sleep();
    }
    settlePassWaiters(true);
  }

  return {
    enabled: mailer !== undefined,
    wake() {
      if (!running) return;
      woken = true;
      wakeUp?.();
    },
    start() {
      if (!mailer || running) return;
      running = true;
      loop = run();
    },
    async drain() {
      if (!running) return;
      // A whole pass that starts from now on, so anything stored before this call is seen.
      const done = new Promise<void>((resolve) =>
        passWaiters.push({ after: passesStarted + 1, resolve }),
      );
      this.wake();
      await done;
    },
    async stop() {
      if (!running) return;
      running = false;
      wakeUp?.();
      await loop;
    },
  };
}
