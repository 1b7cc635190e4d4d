import { execFile } from 'node:child_process';
import { access, chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A throwaway PostgreSQL server on loopback, for tests. */
export interface PostgresServer {
  /** postgresql://postgres@127.0.0.1:<port>/postgres */
  url: string;
  binDir: string;
  /** Freezes the server and all its backends (SIGSTOP), as a hung or swapped-out host would. */
  pause(): Promise<void>;
  /** Lets a paused server run on (SIGCONT). */
  resume(): Promise<void>;
  /** Shuts the server down (fast), keeping its data for start(). */
  halt(): Promise<void>;
  /** Starts a halted server again on the same port. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The postmaster's id (first line of postmaster.pid) and the ids of all its children. */
async function serverProcessIds(dataDir: string): Promise<number[]> {
  const postmaster = Number(
    (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0],
  );
  const ids = [postmaster];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // pid (comm) state ppid ...: the fields after the last ')'.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === postmaster) ids.push(Number(entry));
  }
  return ids;
}

const REQUIRED_BINARIES = ['initdb', 'pg_ctl', 'postgres'] as const;

async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, 0o1);
    return true;
  } catch {
    return false;
  }
}

/** Directories to look in: PATH first, then Debian's /usr/lib/postgresql/<version>/bin, newest first. */
async function candidateBinDirs(): Promise<string[]> {
  const fromPath = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  const versions = await readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  const debian = versions
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
    .map((version) => path.join('/usr/lib/postgresql', version, 'bin'));
  return [...fromPath, ...debian];
}

/** The first directory holding initdb, pg_ctl and postgres together; a clear error when none does. */
export async function findPostgresBinDir(): Promise<string> {
  const searched = await candidateBinDirs();
  for (const dir of searched) {
    const found = await Promise.all(
      REQUIRED_BINARIES.map((name) => isExecutable(path.join(dir, name))),
    );
    if (found.every(Boolean)) return dir;
  }
  throw new Error(
    'PostgreSQL server binaries (initdb, pg_ctl, postgres) were not found on PATH or under ' +
      '/usr/lib/postgresql/*/bin, so the PostgreSQL test suite cannot run. Install them ' +
      '(Debian: apt-get install postgresql) or put their folder on PATH. Searched: ' +
      searched.join(', '),
  );
}

/** A TCP port on loopback that nothing listens on right now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

interface RunAs {
  user: string | undefined;
  uid: number;
  gid: number;
}

/** initdb refuses root: as root, run PostgreSQL as the `postgres` user (or `nobody`). */
async function unprivilegedUser(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return { user: undefined, uid: -1, gid: -1 };
  for (const user of ['postgres', 'nobody']) {
    try {
      const uid = Number((await run('id', ['-u', user])).stdout.trim());
      const gid = Number((await run('id', ['-g', user])).stdout.trim());
      if (uid > 0) return { user, uid, gid };
    } catch {
      // No such user; try the next one.
    }
  }
  throw new Error(
    'Running as root and neither a "postgres" nor a "nobody" user exists to run PostgreSQL as.',
  );
}

function runCommand(runAs: RunAs, command: string, args: string[]) {
  return runAs.user
    ? run('runuser', ['-u', runAs.user, '--', command, ...args], { cwd: '/' })
    : run(command, args, { cwd: '/' });
}

/**
 * Creates a cluster in a temporary folder and starts it on a free loopback port, durability
 * switched off for speed. As root the folder is handed to an unprivileged user who runs it.
 */
export async function startPostgresServer(): Promise<PostgresServer> {
  const binDir = await findPostgresBinDir();
  const runAs = await unprivilegedUser();
  const baseDir = await mkdtemp(path.join(os.tmpdir(), 'site-api-pg-'));
  if (runAs.user) await chown(baseDir, runAs.uid, runAs.gid);
  const dataDir = path.join(baseDir, 'data');
  const logFile = path.join(baseDir, 'postgres.log');
  const bin = (name: string) => path.join(binDir, name);

  try {
    await runCommand(runAs, bin('initdb'), [
      '-D',
      dataDir,
      '--username=postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const port = await findFreePort();
    const serverOptions = [
      `-p ${port}`,
      `-k ${baseDir}`,
      "-c listen_addresses='127.0.0.1'",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    const start = () =>
      runCommand(runAs, bin('pg_ctl'), [
        '-D',
        dataDir,
        '-l',
        logFile,
        '-o',
        serverOptions,
        '-w',
        '-t',
        '30',
        'start',
      ]);
    await start();
    let stopped = false;
    const signalAll = async (signal: NodeJS.Signals) => {
      for (const id of await serverProcessIds(dataDir)) process.kill(id, signal);
    };
    return {
      url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
      binDir,
      pause: () => signalAll('SIGSTOP'),
      resume: () => signalAll('SIGCONT'),
      async halt() {
        await runCommand(runAs, bin('pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      },
      async start() {
        await start();
      },
      async stop() {
        if (stopped) return;
        stopped = true;
        await signalAll('SIGCONT').catch(() => {});
        await runCommand(runAs, bin('pg_ctl'), [
          '-D',
          dataDir,
          '-m',
          'immediate',
          '-w',
          'stop',
        ]).catch(() => {});
        await rm(baseDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    const log = await readFile(logFile, 'utf8').catch(() => '');
    const stderr = (error as { stderr?: string }).stderr ?? '';
    await runCommand(runAs, bin('pg_ctl'), ['-D', dataDir, '-m', 'immediate', 'stop']).catch(
      () => {},
    );
    await rm(baseDir, { recursive: true, force: true });
    throw new Error(
      `Could not start PostgreSQL from ${binDir}: ${(error as Error).message}\n${stderr}\n${log}`,
    );
  }
}
