import { readFile, rm, writeFile } from 'node:fs/promises';

export class DirectoryLockedError extends Error {
  override name = 'DirectoryLockedError';
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes a lock file holding this process id. A lock left by a process that no longer runs is
 * taken over; a live one is refused. Resolves to a function that releases the lock.
 */
export async function acquireDirectoryLock(lockPath: string): Promise<() => Promise<void>> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await rm(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(owner) && owner > 0 && isProcessAlive(owner)) {
        throw new DirectoryLockedError(
          `The PGlite data directory is in use by process ${owner} (lock file ${lockPath}). ` +
            'Stop that process first, or use PostgreSQL through DATABASE_URL.',
        );
      }
      await rm(lockPath, { force: true });
    }
  }
  throw new DirectoryLockedError(`Could not take the lock ${lockPath}.`);
}
