import { spawn, type ChildProcess } from 'node:child_process';
import { API_PACKAGE_DIR } from '../config';

/**
 * Runs a TypeScript file of the api package with tsx in a child Node process, optionally under a
 * wrapper command (e.g. `unshare --pid --fork`).
 */
export function spawnTsx(
  file: string,
  args: string[],
  env: Record<string, string>,
  wrapper: readonly string[] = [],
): ChildProcess {
  const command = [...wrapper, process.execPath, '--import', 'tsx', file, ...args];
  return spawn(command[0]!, command.slice(1), {
    cwd: API_PACKAGE_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * The wrapper that starts a process in a PID namespace of its own: as root `unshare --pid
 * --fork`, otherwise inside a user namespace that maps the caller to root. The process is the
 * namespace's process 2 (a shell is process 1), an id that names nothing in a fresh namespace.
 */
export function ownPidNamespace(): string[] {
  const asRoot = process.getuid?.() === 0;
  const unshare = asRoot
    ? ['unshare', '--pid', '--fork', '--kill-child']
    : ['unshare', '--user', '--map-root-user', '--pid', '--fork', '--kill-child'];
  // Not the shell's last command, so the shell forks instead of replacing itself.
  return [...unshare, 'sh', '-c', '"$0" "$@"; exit $?'];
}

/** Runs a TypeScript file to the end and collects its output. */
export function runTsx(
  file: string,
  args: string[],
  env: Record<string, string>,
  wrapper: readonly string[] = [],
) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawnTsx(file, args, env, wrapper);
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Resolves with the first stdout line matching `pattern`; rejects if the process ends first. */
export function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs = 30_000) {
  return new Promise<RegExpMatchArray>((resolve, reject) => {
    let buffered = '';
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`timed out; stderr: ${stderr}`)), timeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = pattern.exec(buffered);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`process exited with ${code}; stderr: ${stderr}`));
    });
  });
}
