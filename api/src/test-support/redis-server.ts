import { spawn, type ChildProcess } from 'node:child_process';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { findFreePort } from './postgres-server';

/** A throwaway Redis server on loopback, for tests: no persistence, gone when stopped. */
export interface RedisServer {
  /** redis://127.0.0.1:<port>/0 */
  url: string;
  stop(): Promise<void>;
}

async function findRedisServer(): Promise<string> {
  const dirs = [
    ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean),
    '/usr/bin',
    '/usr/sbin',
  ];
  for (const dir of dirs) {
    const file = path.join(dir, 'redis-server');
    try {
      await access(file, 0o1);
      return file;
    } catch {
      // Not here; look on.
    }
  }
  throw new Error(
    'redis-server was not found on PATH, so the tests of several API processes sharing rate ' +
      'limits cannot run. Install it (Debian: apt-get install redis-server, or run ' +
      'scripts/install-system-deps.sh).',
  );
}

/** Starts redis-server on a free loopback port and resolves once it accepts connections. */
export async function startRedisServer(): Promise<RedisServer> {
  const binary = await findRedisServer();
  const port = await findFreePort();
  const child: ChildProcess = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--protected-mode',
      'yes',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start: ${output}`)),
      15_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready to accept connections/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}: ${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}/0`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
