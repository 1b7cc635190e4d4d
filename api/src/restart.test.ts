import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { DirectoryLockedError } from './db/directory-lock';
import { runMigrations } from './db/migrations';
import { createSubmissionRepository, openSubmissionRepository } from './db/submission-repository';
import { createTestPgliteClient } from './test-support/pglite-template';
import { ownPidNamespace, runTsx, spawnTsx, waitForLine } from './test-support/child-process';
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
    // The lock file stays, but the kernel dropped the lock with the killed process: the next
    // start takes it at once, without waiting for anything to time out.
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    const started = Date.now();
    const database = await openSubmissionRepository({ dataDir });
    expect(Date.now() - started).toBeLessThan(5_000);
    try {
      expect(await database.listSubmissions('contact')).toContainEqual(message);
    } finally {
      await database.close();
    }
  });

  it('refuses a second server whatever its PID namespace, and the first keeps serving', async () => {
    const env = { API_DATA_DIR: dataDir, API_UPLOAD_DIR: uploadDir };
    // The first server runs in a PID namespace of its own, where it is process 2: a PID file
    // would name a process that does not exist in the next namespace, or is someone else here.
    const first = spawnTsx('src/test-support/crash-writer.ts', [], env, ownPidNamespace());
    try {
      const [, port, pid] = await waitForLine(first, /LISTENING (\d+) PID (\d+)/);
      expect(Number(pid)).toBe(2);

      const second = await runTsx('src/test-support/crash-writer.ts', [], env);
      expect(second.code).not.toBe(0);
      expect(second.stderr).toMatch(/in use by another process/);
      const third = await runTsx('src/test-support/crash-writer.ts', [], env, ownPidNamespace());
      expect(third.code).not.toBe(0);
      expect(third.stderr).toMatch(/in use by another process/);
      await expect(openSubmissionRepository({ dataDir })).rejects.toBeInstanceOf(
        DirectoryLockedError,
      );

      const response = await fetch(`http://127.0.0.1:${port}/api/contact/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Namespaces', email: 'ns@example.com', message: 'One owner' }),
      });
      expect(response.status).toBe(201);
    } finally {
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('close', resolve));
    }
  });

  it('is not blocked by a lock file naming another live process', async () => {
    // An old lock file may name any process id, even one that runs: only the OS lock counts.
    await writeFile(`${dataDir}.lock`, `${process.pid}\n`);
    const database = await openSubmissionRepository({ dataDir });
    await database.close();
    await writeFile(`${dataDir}.lock`, '1\n');
    const again = await openSubmissionRepository({ dataDir });
    await again.close();
  });

  it('keeps data and upload files private to their owner', async () => {
    const child = spawnTsx('src/test-support/crash-writer.ts', [], {
      API_DATA_DIR: dataDir,
      API_UPLOAD_DIR: uploadDir,
    });
    try {
      const [, port] = await waitForLine(child, /LISTENING (\d+)/);
      const response = await fetch(`http://127.0.0.1:${port}/api/contact/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Private', email: 'private@example.com', message: 'Mine' }),
      });
      expect(response.status).toBe(201);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('close', resolve));
    }
    const modes = await treeModes(dataDir);
    const loose = Object.entries(modes).filter(
      ([, { mode, dir }]) => mode !== (dir ? 0o700 : 0o600),
    );
    expect(loose).toEqual([]);
    expect(Object.keys(modes).some((name) => name.includes('pg_wal'))).toBe(true);
    expect((await stat(uploadDir)).mode & 0o777).toBe(0o700);
    for (const name of await readdir(uploadDir)) {
      expect((await stat(path.join(uploadDir, name))).mode & 0o777, name).toBe(0o600);
    }
    expect((await stat(`${dataDir}.lock`)).mode & 0o777).toBe(0o600);
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
    expect(rows.map((row) => row.name)).toEqual(['Meera', 'Crash', 'Namespaces', 'Private']);

    const csv = await runTsx('scripts/export-submissions.ts', ['career', '--format', 'csv'], env);
    expect(csv.code, csv.stderr).toBe(0);
    const [header, line] = csv.stdout.split('\r\n');
    expect(header).toBe(
      'id,position,full_name,email,phone,linkedin_url,cover_letter,resume_stored_name,' +
        'resume_original_name,resume_content_type,resume_size,created_at',
    );
    expect(line).toContain(',backend,Kavya Nair,kavya@example.com,+919123456789,,');

    const errors = await runTsx(
      'scripts/export-submissions.ts',
      ['client-errors', '--format', 'csv'],
      env,
    );
    expect(errors.code, errors.stderr).toBe(0);
    expect(errors.stdout.split('\r\n')[0]).toBe(
      'id,kind,app,build_version,route,message,stack,component_stack,occurred_at,created_at',
    );

    const wrong = await runTsx('scripts/export-submissions.ts', ['orders'], env);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/^Usage: export-submissions/);
  });
});

/** Mode bits of every file and folder under `dir`, by path relative to it. */
async function treeModes(dir: string): Promise<Record<string, { mode: number; dir: boolean }>> {
  const result: Record<string, { mode: number; dir: boolean }> = {};
  const walk = async (current: string) => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isSymbolicLink()) continue;
      const info = await stat(full);
      result[path.relative(dir, full)] = { mode: info.mode & 0o777, dir: entry.isDirectory() };
      if (entry.isDirectory()) await walk(full);
    }
  };
  result['.'] = { mode: (await stat(dir)).mode & 0o777, dir: true };
  await walk(dir);
  return result;
}
