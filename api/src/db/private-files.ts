import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Mode of every data and upload file: read and write for the owner only. */
export const PRIVATE_FILE_MODE = 0o600;
/** Mode of their directories: only the owner may list or enter them. */
export const PRIVATE_DIR_MODE = 0o700;

/**
 * Files this process creates from now on are private to its user (umask 077). PGlite's file
 * layer asks for 0666 on some files; with this umask they come out 0600. Call once at start-up
 * of a server process (not possible in worker threads).
 */
export function restrictNewFileModes(): void {
  process.umask(0o077);
}

/** Creates the directory if needed and makes it (not its parents) private. */
export async function makePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dir, PRIVATE_DIR_MODE);
}

/**
 * Makes every file under `dir` 0600 and every folder 0700 (symbolic links are left alone), for
 * data written before the umask was set or by tools that chose their own modes.
 */
export async function makeTreePrivate(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  await chmod(dir, PRIVATE_DIR_MODE).catch(() => {});
  await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return makeTreePrivate(full);
      if (!entry.isFile()) return;
      const { mode } = await lstat(full).catch(() => ({ mode: PRIVATE_FILE_MODE }));
      if ((mode & 0o777) !== PRIVATE_FILE_MODE)
        await chmod(full, PRIVATE_FILE_MODE).catch(() => {});
    }),
  );
}
