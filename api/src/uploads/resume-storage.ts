import { randomUUID } from 'node:crypto';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';

/** Makes sure the upload directory exists and is private to this user. */
export async function prepareUploadDir(uploadDir: string): Promise<void> {
  await mkdir(uploadDir, { recursive: true, mode: 0o700 });
}

/**
 * Writes a resume under a generated name (never the visitor's file name) and flushes it to
 * disk before resolving. Resolves to the stored name.
 */
export async function storeResume(
  uploadDir: string,
  bytes: Uint8Array,
  extension: string,
): Promise<string> {
  const storedName = `${randomUUID()}.${extension}`;
  const file = await open(path.join(uploadDir, storedName), 'wx', 0o600);
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
  await syncDirectory(uploadDir);
  return storedName;
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
