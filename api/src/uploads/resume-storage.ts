import { randomUUID } from 'node:crypto';
import { open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { isStorageUnavailable, ServiceUnavailableError } from '../http/api-error';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../db/private-files';

/** Files being written carry this prefix until they are complete and flushed. */
export const PARTIAL_PREFIX = '.partial-';
/** The readiness check's probe files. */
export const PROBE_PREFIX = '.ready-';

/** Stored resumes are named `<uuid>.<pdf|doc|docx>`. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|docx?)$/;

export function isStoredResumeName(name: string): boolean {
  return STORED_NAME.test(name);
}

/**
 * Makes sure the upload directory exists and is private to this user (0700). It must be a folder
 * of the API's own: a shared one such as /tmp (sticky bit) is refused rather than locked down.
 */
export async function prepareUploadDir(uploadDir: string): Promise<void> {
  const existing = await stat(uploadDir).catch(() => null);
  if (existing && (existing.mode & 0o1000) !== 0) {
    throw new Error(
      `The upload directory ${uploadDir} is a shared folder (sticky bit); give the API one of its own.`,
    );
  }
  await makePrivateDir(uploadDir);
}

/** Opens a new file for writing; a seam for tests that need a failing disk. */
export type OpenForWriting = (file: string) => Promise<FileHandle>;

const openPrivate: OpenForWriting = (file) => open(file, 'wx', PRIVATE_FILE_MODE);

/**
 * Writes a resume under a generated name (never the visitor's file name): first to a partial
 * file, flushed, then renamed to its final name and the directory flushed, so a crash or a full
 * disk never leaves a truncated resume under a final name. A full or failing disk answers 503
 * (ServiceUnavailableError) and leaves nothing behind. Resolves to the stored name.
 */
export async function storeResume(
  uploadDir: string,
  bytes: Uint8Array,
  extension: string,
  openFile: OpenForWriting = openPrivate,
): Promise<string> {
  const storedName = `${randomUUID()}.${extension}`;
  const partial = path.join(uploadDir, `${PARTIAL_PREFIX}${storedName}`);
  const final = path.join(uploadDir, storedName);
  try {
    const file = await openFile(partial);
    try {
      await file.writeFile(bytes);
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(partial, final);
    await syncDirectory(uploadDir);
    return storedName;
  } catch (error) {
    await rm(partial, { force: true }).catch(() => {});
    await rm(final, { force: true }).catch(() => {});
    if (isStorageUnavailable(error)) throw new ServiceUnavailableError('storage', { cause: error });
    throw error;
  }
}

/** Removes a stored resume, e.g. when its row could not be written. */
export async function removeStoredResume(uploadDir: string, storedName: string): Promise<void> {
  await rm(path.join(uploadDir, path.basename(storedName)), { force: true });
}

/** Flushes the directory entry of a new file, so the name survives a crash as well. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => null);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Some filesystems refuse fsync on directories; the file itself is already flushed.
  } finally {
    await handle.close();
  }
}

/**
 * Removes what a crash or a failed request can leave in the upload directory: partial files and
 * probe files, and resumes that no stored application names. Only files older than `graceMs` are
 * touched, so a resume another API process is writing right now (file first, then its row) is
 * left alone. `referenced` tells which of the given stored names have a row. Resolves to the
 * names removed.
 */
export async function sweepOrphanUploads(
  uploadDir: string,
  referenced: (names: string[]) => Promise<Set<string>>,
  { graceMs = 10 * 60_000, now = Date.now() }: { graceMs?: number; now?: number } = {},
): Promise<string[]> {
  const names = await readdir(uploadDir).catch(() => [] as string[]);
  const old = async (name: string) => {
    const info = await stat(path.join(uploadDir, name)).catch(() => null);
    return info !== null && info.isFile() && now - info.mtimeMs >= graceMs;
  };
  const leftovers: string[] = [];
  const resumes: string[] = [];
  for (const name of names) {
    if (name.startsWith(PARTIAL_PREFIX) || name.startsWith(PROBE_PREFIX)) {
      if (await old(name)) leftovers.push(name);
    } else if (isStoredResumeName(name) && (await old(name))) {
      resumes.push(name);
    }
  }
  const kept = resumes.length > 0 ? await referenced(resumes) : new Set<string>();
  const removed = [...leftovers, ...resumes.filter((name) => !kept.has(name))];
  for (const name of removed) await rm(path.join(uploadDir, name), { force: true });
  return removed;
}
