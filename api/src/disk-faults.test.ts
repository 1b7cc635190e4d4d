import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from './db/migrations';
import { createSubmissionRepository, type SubmissionRepository } from './db/submission-repository';
import { multipartBody } from './test-support/multipart-body';
import { createTestPgliteClient } from './test-support/pglite-template';
import { samplePdf } from './test-support/sample-files';
import { buildTestApp, makeTempDir, postJson, uniqueEmail } from './test-support/test-app';
import { storeResume, sweepOrphanUploads } from './uploads/resume-storage';

const run = promisify(execFile);
const unavailable = { detail: 'Service temporarily unavailable, try again later.' };

/** A small tmpfs mounted for the test (needs root, as the CI machine is). */
async function mountTmpfs(dir: string, size: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir]);
  } catch (error) {
    throw new Error(
      `The disk-full tests mount a small tmpfs and need root (or CAP_SYS_ADMIN): ${(error as Error).message}`,
    );
  }
  return async () => {
    await run('umount', ['-l', dir]).catch(() => {});
  };
}

/** Fills the file system holding `dir` to the last block. */
async function fillDisk(dir: string): Promise<string> {
  const filler = path.join(dir, 'filler.bin');
  const handle = await open(filler, 'w');
  const block = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) await handle.write(block);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    await handle.close();
  }
  // Small writes that still fit in a partly used block are squeezed out too.
  for (let index = 0; ; index += 1) {
    try {
      await writeFile(path.join(dir, `filler-${index}`), 'x'.repeat(4096));
    } catch {
      break;
    }
  }
  return filler;
}

async function removeFillers(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    if (name.startsWith('filler')) await rm(path.join(dir, name), { force: true });
  }
}

const careerForm = () =>
  multipartBody([
    { name: 'position', value: 'backend' },
    { name: 'full_name', value: 'Disk Full' },
    { name: 'email', value: uniqueEmail('disk') },
    { name: 'phone', value: '+91 98765 43210' },
    { name: 'cover_letter', value: 'Sent while the disk is full.' },
    {
      name: 'resume',
      filename: 'cv.pdf',
      data: Buffer.concat([samplePdf(), Buffer.alloc(200_000, 0x20)]),
    },
  ]);

describe('a full disk', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let unmount: () => Promise<void>;
  let mountDir: string;

  beforeAll(async () => {
    temp = await makeTempDir('disk-full');
    mountDir = path.join(temp.dir, 'disk');
    unmount = await mountTmpfs(mountDir, '64m');
  });

  afterAll(async () => {
    await unmount?.();
    await temp?.remove();
  });

  describe('under the uploads', () => {
    let database: SubmissionRepository;
    let app: FastifyInstance;
    let uploadDir: string;

    beforeAll(async () => {
      const client = await createTestPgliteClient();
      await runMigrations(client);
      database = createSubmissionRepository(client);
      uploadDir = path.join(mountDir, 'uploads');
      app = await buildTestApp(database, uploadDir);
    });

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await removeFillers(mountDir);
    });

    it('answers 503 to uploads, leaves no partial file, fails readiness, and recovers', async () => {
      await fillDisk(mountDir);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await app.inject({ method: 'POST', url: '/api/career/', ...careerForm() });
        statuses.push(response.statusCode);
        expect(response.headers['retry-after']).toBe('60');
        expect(response.json()).toEqual(unavailable);
      }
      expect(statuses).toEqual([503, 503, 503, 503, 503]);
      expect(await readdir(uploadDir)).toEqual([]);
      expect(await database.countSubmissions('career')).toBe(0);
      const ready = await app.inject({ method: 'GET', url: '/api/ready/' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks).toMatchObject({
        database: 'ok',
        uploads: expect.stringMatching(/ENOSPC/),
      });

      await removeFillers(mountDir);
      await new Promise((resolve) => setTimeout(resolve, 1_100)); // past the readiness cache
      expect((await app.inject({ method: 'GET', url: '/api/ready/' })).statusCode).toBe(200);
      const accepted = await app.inject({ method: 'POST', url: '/api/career/', ...careerForm() });
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect((await readdir(uploadDir)).length).toBe(1);
    });
  });

  describe('under the PGlite data directory', () => {
    let database: SubmissionRepository;
    let app: FastifyInstance;

    beforeAll(async () => {
      const client = await createTestPgliteClient(path.join(mountDir, 'pglite'));
      await runMigrations(client);
      database = createSubmissionRepository(client);
      app = await buildTestApp(database, path.join(temp.dir, 'uploads'));
    });

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await removeFillers(mountDir);
    });

    it('answers 503 to contact and subscribe posts once rows no longer fit, and recovers', async () => {
      await fillDisk(mountDir);
      const acknowledged: number[] = [];
      let refused: Awaited<ReturnType<typeof postJson>> | undefined;
      // Rows fit in the table's last page until it is full; then the table must grow.
      for (let attempt = 0; attempt < 500 && !refused; attempt += 1) {
        const response = await postJson(app, '/api/contact/', {
          name: 'Disk Full',
          email: uniqueEmail('pglite-full'),
          message: 'x'.repeat(2_000),
        });
        if (response.statusCode === 201) acknowledged.push(response.json().id);
        else refused = response;
      }
      expect(refused?.statusCode).toBe(503);
      expect(refused?.headers['retry-after']).toBe('5');
      expect(refused?.json()).toEqual(unavailable);
      const subscribe = await postJson(app, '/api/subscribe/', { email: uniqueEmail('full') });
      expect([201, 503]).toContain(subscribe.statusCode);

      await removeFillers(mountDir);
      const after = await postJson(app, '/api/contact/', {
        name: 'Disk Freed',
        email: uniqueEmail('pglite-freed'),
        message: 'Room again.',
      });
      expect(after.statusCode).toBe(201);
      acknowledged.push(after.json().id);
      const stored = new Set((await database.listSubmissions('contact')).map((row) => row.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    });
  });
});

describe('upload storage', () => {
  it('answers 503 and leaves no partial file when a write fails with ENOSPC', async () => {
    const temp = await makeTempDir('enospc');
    try {
      const failingDisk = async (file: string) => {
        const handle = await open(file, 'wx', 0o600);
        return Object.assign(Object.create(handle) as typeof handle, {
          writeFile: async () => {
            await handle.write(Buffer.alloc(1000));
            throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
          },
          close: () => handle.close(),
        });
      };
      await expect(storeResume(temp.dir, samplePdf(), 'pdf', failingDisk)).rejects.toMatchObject({
        statusCode: 503,
        headers: { 'retry-after': '60' },
      });
      expect(await readdir(temp.dir)).toEqual([]);
    } finally {
      await temp.remove();
    }
  });

  it('sweeps partial files and resumes without a row at start-up, after a grace period', async () => {
    const temp = await makeTempDir('orphans');
    const client = await createTestPgliteClient();
    await runMigrations(client);
    const database = createSubmissionRepository(client);
    try {
      const name = () => `${randomUUID()}.pdf`;
      const [kept, orphan, fresh, partial] = [name(), name(), name(), `.partial-${name()}`];
      await database.addCareerApplication({
        position: 'backend',
        full_name: 'Kept',
        email: 'kept@example.com',
        phone: '+919876543210',
        linkedin_url: '',
        cover_letter: 'Has a row.',
        resume_stored_name: kept,
        resume_original_name: 'cv.pdf',
        resume_content_type: 'application/pdf',
        resume_size: 10,
      });
      const hourAgo = new Date(Date.now() - 60 * 60_000);
      for (const file of [kept, orphan, fresh, partial, 'notes.txt']) {
        await writeFile(path.join(temp.dir, file), 'data');
        if (file !== fresh) await utimes(path.join(temp.dir, file), hourAgo, hourAgo);
      }
      // Start-up runs the sweep (onReady).
      const app = await buildTestApp(database, temp.dir);
      await app.ready();
      await app.close();
      expect((await readdir(temp.dir)).sort()).toEqual([fresh, kept, 'notes.txt'].sort());
      // And directly: nothing left to remove.
      expect(
        await sweepOrphanUploads(temp.dir, (names) => database.referencedResumes(names)),
      ).toEqual([]);
    } finally {
      await database.close();
      await temp.remove();
    }
  });
});
