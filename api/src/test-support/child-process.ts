import { spawn, type ChildProcess } from 'node:child_process';
import { API_PACKAGE_DIR } from '../config';

/** Runs a TypeScript file of the api package with tsx in a child Node process. */
export function spawnTsx(file: string, args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: API_PACKAGE_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs a TypeScript file to the end and collects its output. */
export function runTsx(file: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawnTsx(file, args, env);
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
