import { closeSync, fstatSync, openSync, statSync, writeSync, ftruncateSync } from 'node:fs';
import fsx from 'fs-native-extensions';

export class DirectoryLockedError extends Error {
  override name = 'DirectoryLockedError';
}

/**
 * Takes an exclusive OS lock (an open file description lock, F_OFD_SETLK on Linux) on a lock file
 * beside the directory it guards. The kernel holds the lock for this open file and drops it when
 * the file is closed or the process ends in any way (kill -9 included), so a stale lock cannot
 * exist and process ids (which differ between PID namespaces and get reused) play no part. A
 * second opener, in this process or any other, is refused at once.
 *
 * The lock file itself is never removed: removing it would let a second process lock a new file
 * of the same name while a first one still holds the old one. Resolves to a release function.
 */
export async function acquireDirectoryLock(lockPath: string): Promise<() => Promise<void>> {
  const fd = openSync(lockPath, 'a+', 0o600);
  try {
    if (!fsx.tryLock(fd)) {
      throw new DirectoryLockedError(
        `The PGlite data directory is in use by another process (lock ${lockPath}). ` +
          'Stop that process first, or use PostgreSQL through DATABASE_URL.',
      );
    }
    // The path must still name the file that was locked (nobody replaced it meanwhile).
    const locked = fstatSync(fd);
    const current = statSync(lockPath);
    if (locked.ino !== current.ino || locked.dev !== current.dev) {
      throw new DirectoryLockedError(`The lock file ${lockPath} was replaced while taking it.`);
    }
    // For people looking: who holds it. Nothing reads this back.
    ftruncateSync(fd, 0);
    writeSync(fd, `${process.pid}\n`, 0);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    closeSync(fd);
  };
}
