// Runs the composition in a process of its own: it loads the deployed server builds and
// registers module resolution hooks for them, which must not outlive one composition.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const composeScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'compose.mjs');

/**
 * @param {string[]} args arguments of compose.mjs, e.g. ['--host', dir]
 * @returns {Promise<string>} what it printed
 */
export async function runCompose(args = []) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [composeScript, ...args]);
    return stdout.trim();
  } catch (error) {
    throw new Error(error.stderr?.trim() || error.message);
  }
}
