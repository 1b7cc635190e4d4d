import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../db/migrations';
import { createSubmissionRepository, type SubmissionRepository } from '../db/submission-repository';
import { createTestPgliteClient } from '../test-support/pglite-template';
import { findFreePort } from '../test-support/postgres-server';
import { startInbox } from '../test-support/smtp-inbox';
import { buildTestApp, makeTempDir, postJson, uniqueEmail } from '../test-support/test-app';
import { notificationFor, retryDelayMs, type SubmissionNotifier } from './submission-notifier';
import { createSmtpMailer } from './smtp-mailer';

const INBOX = 'enquiries@example.com';
const FROM = 'Site API <no-reply@example.com>';

/** The app's outbox worker (decorated for tests by buildApp). */
function notifierOf(app: FastifyInstance): SubmissionNotifier {
  return (app as FastifyInstance & { notifier: SubmissionNotifier }).notifier;
}

describe('email notifications while the mail server is down', () => {
  it('keeps every notification in the outbox and sends each once the server is back, across a restart', async () => {
    const client = await createTestPgliteClient();
    await runMigrations(client);
    const database = createSubmissionRepository(client);
    const uploads = await makeTempDir('outbox-uploads');
    const port = await findFreePort();
    const mailer = () =>
      createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, to: INBOX, from: FROM });
    const fastRetries = { pollMs: 100, retryBaseMs: 50, retryMaxMs: 200 };
    let inbox: Awaited<ReturnType<typeof startInbox>> | undefined;
    try {
      // SMTP down: every submission is accepted, its notification waits.
      const first = await buildTestApp(database, uploads.dir, {
        mailer: mailer(),
        outbox: fastRetries,
      });
      const names = ['Asha', 'Bilal', 'Chen'];
      for (const name of names) {
        const response = await postJson(first, '/api/contact/', {
          name,
          email: uniqueEmail('down'),
          message: `Sent by ${name} while mail is down.`,
        });
        expect(response.statusCode).toBe(201);
      }
      await notifierOf(first).drain();
      await notifierOf(first).drain();
      const [attempted] = await client.query<{ attempts: number; pending: number }>(
        'SELECT min(attempts)::integer AS attempts, count(*)::integer AS pending FROM notification_outbox',
      );
      expect(attempted).toEqual({ attempts: expect.any(Number), pending: 3 });
      expect(attempted!.attempts).toBeGreaterThanOrEqual(1);
      // The server restarts while mail is still down: nothing is lost with it.
      await first.close();
      expect(await database.pendingNotifications()).toBe(3);

      // SMTP back: the next process sends every waiting notification, once.
      inbox = await startInbox(port);
      const second = await buildTestApp(database, uploads.dir, {
        mailer: mailer(),
        outbox: fastRetries,
      });
      await second.ready();
      await inbox.waitFor(3);
      await notifierOf(second).drain();
      expect(await database.pendingNotifications()).toBe(0);
      await second.close();
      const subjects = inbox.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim());
      expect(subjects.sort()).toEqual(names.map((name) => `New contact message from ${name}`));
    } finally {
      await inbox?.close();
      await database.close();
      await uploads.remove();
    }
  });

  it('sends each notification once when two processes run a worker over one database', async () => {
    const client = await createTestPgliteClient();
    await runMigrations(client);
    const database = createSubmissionRepository(client);
    const uploads = await makeTempDir('two-workers');
    const inbox = await startInbox();
    const mailer = () => createSmtpMailer({ url: inbox.url, to: INBOX, from: FROM });
    const outbox = { pollMs: 50, retryBaseMs: 50, retryMaxMs: 200 };
    const apps = [
      await buildTestApp(database, uploads.dir, { mailer: mailer(), outbox }),
      await buildTestApp(database, uploads.dir, { mailer: mailer(), outbox }),
    ];
    try {
      const names = Array.from({ length: 12 }, (_, index) => `Visitor ${index}`);
      await Promise.all(
        names.map((name, index) =>
          postJson(apps[index % 2]!, '/api/contact/', {
            name,
            email: uniqueEmail('two'),
            message: 'Once, please.',
          }),
        ),
      );
      await inbox.waitFor(12);
      await Promise.all(apps.map((app) => notifierOf(app).drain()));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const subjects = inbox.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim());
      expect(subjects.sort()).toEqual(
        names.map((name) => `New contact message from ${name}`).sort(),
      );
      expect(await database.pendingNotifications()).toBe(0);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await inbox.close();
      await database.close();
      await uploads.remove();
    }
  });

  it('backs off exponentially between attempts, with jitter, up to the cap', () => {
    const delays = [1, 2, 3, 4, 10].map((attempts) => retryDelayMs(attempts, 1_000, 5_000));
    expect(delays[0]).toBeGreaterThanOrEqual(800);
    expect(delays[0]).toBeLessThanOrEqual(1_200);
    expect(delays[1]).toBeGreaterThanOrEqual(1_600);
    expect(delays[2]).toBeGreaterThanOrEqual(3_200);
    expect(delays[3]).toBeLessThanOrEqual(6_000);
    expect(delays[4]).toBeLessThanOrEqual(6_000);
  });
});

describe('email notifications', () => {
  let database: SubmissionRepository;
  let uploads: Awaited<ReturnType<typeof makeTempDir>>;
  let inbox: Awaited<ReturnType<typeof startInbox>>;

  beforeAll(async () => {
    const client = await createTestPgliteClient();
    await runMigrations(client);
    database = createSubmissionRepository(client);
    uploads = await makeTempDir('mail-uploads');
    inbox = await startInbox();
  });

  afterAll(async () => {
    await inbox?.close();
    await database?.close();
    await uploads?.remove();
  });

  it('mails the configured inbox about each accepted submission', async () => {
    const app = await buildTestApp(database, uploads.dir, {
      mailer: createSmtpMailer({ url: inbox.url, to: INBOX, from: FROM }),
    });
    try {
      const before = inbox.received.length;
      const response = await postJson(app, '/api/contact/', {
        name: 'Priya Sharma',
        email: uniqueEmail('mail'),
        subject: 'Quote for a shop site',
        message: 'We sell handmade soaps.',
      });
      expect(response.statusCode).toBe(201);
      await inbox.waitFor(before + 1);
      const mail = inbox.received[before]!;
      expect(mail.to).toEqual([INBOX]);
      expect(mail.from).toBe('no-reply@example.com');
      expect(mail.raw).toMatch(/^Subject: New contact message from Priya Sharma\r?$/m);
      expect(mail.raw).toContain('We sell handmade soaps.');
      expect(mail.raw).toContain(`id: ${response.json().id}`);
    } finally {
      await app.close();
    }
  });

  it('does not mail a refused submission', async () => {
    const app = await buildTestApp(database, uploads.dir, {
      mailer: createSmtpMailer({ url: inbox.url, to: INBOX, from: FROM }),
    });
    const before = inbox.received.length;
    expect((await postJson(app, '/api/subscribe/', { email: 'nope' })).statusCode).toBe(400);
    await app.close(); // waits for notifications under way
    expect(inbox.received.length).toBe(before);
  });

  it('keeps line breaks a visitor typed out of the mail headers', async () => {
    const app = await buildTestApp(database, uploads.dir, {
      mailer: createSmtpMailer({ url: inbox.url, to: INBOX, from: FROM }),
    });
    try {
      const before = inbox.received.length;
      const response = await postJson(app, '/api/contact/', {
        name: 'Eve\r\nBcc: victim@example.com',
        email: uniqueEmail('eve'),
        message: 'hello',
      });
      expect(response.statusCode).toBe(201);
      await inbox.waitFor(before + 1);
      const mail = inbox.received[before]!;
      expect(mail.to).toEqual([INBOX]);
      const headers = mail.raw.split(/\r?\n\r?\n/)[0]!;
      expect(headers).not.toMatch(/^Bcc:/im);
      expect(headers).toMatch(/^Subject: New contact message from Eve Bcc: victim@example\.com/m);
    } finally {
      await app.close();
    }
  });

  it('answers 201 and logs the failure when the mail server cannot be reached', async () => {
    const logLines: string[] = [];
    const deadPort = await findFreePort();
    const app = await buildTestApp(database, uploads.dir, {
      mailer: createSmtpMailer({ url: `smtp://127.0.0.1:${deadPort}`, to: INBOX, from: FROM }),
      logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } },
    });
    const response = await postJson(app, '/api/subscribe/', { email: uniqueEmail('offline') });
    expect(response.statusCode).toBe(201);
    await notifierOf(app).drain(); // one attempt, failed
    await app.close();
    const failure = logLines.map((line) => JSON.parse(line)).find((entry) => entry.kind);
    expect(failure).toMatchObject({
      msg: 'submission notification failed',
      kind: 'subscriptions',
      id: response.json().id,
    });
    expect(await database.countSubmissions('subscriptions')).toBeGreaterThan(0);
  });

  it('writes a readable text body, long fields on their own lines', () => {
    const mail = notificationFor('internship', {
      id: 7,
      name: 'Arjun',
      email: 'arjun@example.com',
      phone: '9876543210',
      linkedin_url: 'https://www.linkedin.com/in/arjun',
      message: 'Line one\nLine two',
      created_at: '2025-01-01T00:00:00.000Z',
    });
    expect(mail.subject).toBe('New internship application from Arjun');
    expect(mail.text).toContain('name: Arjun\n');
    expect(mail.text).toContain('message:\nLine one\nLine two\n');
  });
});
