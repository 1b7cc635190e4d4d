import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { DirectoryLockedError } from './db/directory-lock';
import { runMigrations } from './db/migrations';
import { createSubmissionRepository, openSubmissionRepository } from './db/submission-repository';
import { createTestPgliteClient } from './test-support/pglite-template';
import { runTsx, spawnTsx, waitForLine } from './test-support/child-process';
import { multipartBody } from './test-support/multipart-body';
import { samplePdf } from './test-support/sample-files';
import { makeTempDir, postJson } from './test-support/test-app';

/** Durability of the default store: PGlite in a data directory on disk. */
describe('PGlite data directory', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let dataDir: string;
  let uploadDir: string;

  /** The first start creates the directory (from the run's template cluster) and migrates it. */
  const startFirstApp = async () => {
    const client = await createTestPgliteClient(dataDir);
    await runMigrations(client);
    return buildApp({ database: createSubmissionRepository(client), uploadDir });
  };

  beforeAll(async () => {
    temp = await makeTempDir('restart');
    dataDir = path.join(temp.dir, 'pglite');
    uploadDir = path.join(temp.dir, 'uploads');
  });

  afterAll(async () => {
    await temp?.remove();
  });

  const submitted = {
    subscription: { email: 'Restart.Reader@example.com' },
    contact: { name: 'Meera', email: 'meera@example.com', subject: 'Hi', message: 'Still there?' },
    internship: {
      name: 'Arjun',
      email: 'arjun@example.com',
      phone: '9876543210',
      linkedin_url: 'https://www.linkedin.com/in/arjun',
      message: 'Keen to learn.',
    },
  };

  it('keeps every submission after the app and the database are closed and opened again', async () => {
    // Reopening goes through openSubmissionRepository, exactly as the server starts.
    const first = await startFirstApp();
    const subscription = await postJson(first, '/api/subscribe/', submitted.subscription);
    const contact = await postJson(first, '/api/contact/', submitted.contact);
    const internship = await postJson(first, '/api/internship/', submitted.internship);
    const career = await first.inject({
      method: 'POST',
      url: '/api/career/',
      ...multipartBody([
        { name: 'position', value: 'backend' },
        { name: 'full_name', value: 'Kavya Nair' },
        { name: 'email', value: 'kavya@example.com' },
        { name: 'phone', value: '+91 91234 56789' },
        { name: 'cover_letter', value: 'Node.js and Python for four years.' },
        { name: 'resume', filename: 'kavya.pdf', data: samplePdf('Kavya') },
      ]),
    });
    for (const response of [subscription, contact, internship, career]) {
      expect(response.statusCode, response.body).toBe(201);
    }
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    const database = await openSubmissionRepository({ dataDir });
    const second = await buildApp({ database, uploadDir });
    try {
      expect(await database.listSubmissions('subscriptions')).toEqual([subscription.json()]);
      expect(await database.listSubmissions('contact')).toEqual([contact.json()]);
      expect(await database.listSubmissions('internship')).toEqual([internship.json()]);
      const [application] = await database.listSubmissions('career');
      expect(application).toMatchObject(career.json());
      const stored = await readFile(path.join(uploadDir, application!.resume_stored_name));
      expect(stored).toEqual(samplePdf('Kavya'));

      // The unique index came back too: the same address is still refused.
      const again = await postJson(second, '/api/subscribe/', {
        email: 'restart.reader@EXAMPLE.com',
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ email: ['This email is already subscribed.'] });
    } finally {
      await second.close();
    }
  });

  it('refuses a second opener of a directory in use', async () => {
    const database = await openSubmissionRepository({ dataDir });
    try {
      await expect(openSubmissionRepository({ dataDir })).rejects.toBeInstanceOf(
        DirectoryLockedError,
      );
    } finally {
      await database.close();
    }
  });

  it('keeps a message answered 201 when the server process is killed right after', async () => {
    const child = spawnTsx('src/test-support/crash-writer.ts', [], {
      API_DATA_DIR: dataDir,
      API_UPLOAD_DIR: uploadDir,
    });
    let message: Record<string, unknown>;
    try {
      const [, port] = await waitForLine(child, /LISTENING (\d+)/);
      const response = await fetch(`http://127.0.0.1:${port}/api/contact/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Crash', email: 'crash@example.com', message: 'Kept?' }),
      });
      expect(response.status).toBe(201);
      message = (await response.json()) as Record<string, unknown>;
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('close', resolve));
    }
    // The killed process left its lock behind; a lock of a dead process is taken over.
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    const database = await openSubmissionRepository({ dataDir });
    try {
      expect(await database.listSubmissions('contact')).toContainEqual(message);
    } finally {
      await database.close();
    }
  });

  it('exports the stored submissions with the export command', async () => {
    const env = { API_DATA_DIR: dataDir, DATABASE_URL: '' };
    const json = await runTsx(
      'scripts/export-submissions.ts',
      ['contact', '--format', 'json'],
      env,
    );
    expect(json.code, json.stderr).toBe(0);
    const rows = JSON.parse(json.stdout) as { name: string }[];
    expect(rows.map((row) => row.name)).toEqual(['Meera', 'Crash']);

    const csv = await runTsx('scripts/export-submissions.ts', ['career', '--format', 'csv'], env);
    expect(csv.code, csv.stderr).toBe(0);
    const [header, line] = csv.stdout.split('\r\n');
    expect(header).toBe(
      'id,position,full_name,email,phone,linkedin_url,cover_letter,resume_stored_name,' +
        'resume_original_name,resume_content_type,resume_size,created_at',
    );
    expect(line).toContain(',backend,Kavya Nair,kavya@example.com,+919123456789,,');

    const wrong = await runTsx('scripts/export-submissions.ts', ['orders'], env);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/^Usage: export-submissions/);
  });
});
