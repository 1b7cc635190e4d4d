/**
 * Stands in for shell/src/federation/remote-loader.ts when pages are rendered at build time: the
 * remotes' exposed modules are imported from their sources instead of through module federation.
 * Same exports, same behaviour as seen by the shell.
 */
import type { ExposedModuleName, RemoteName } from '@site/shared';
import { exposes as techAppExposes } from '../../tech-app/exposes';
import { exposes as educationAppExposes } from '../../education-app/exposes';
import { RemoteUnavailableError } from '../../shell/src/federation/remote-errors';

type ModuleLoader = () => Promise<unknown>;

const sources: Record<
  RemoteName,
  { folder: string; exposes: Record<string, string>; files: Record<string, ModuleLoader> }
> = {
  techApp: {
    folder: 'tech-app',
    exposes: techAppExposes,
    files: import.meta.glob([
      '../../tech-app/src/**/*.{ts,tsx}',
      '!**/*.test.*',
      '!**/standalone.tsx',
    ]),
  },
  educationApp: {
    folder: 'education-app',
    exposes: educationAppExposes,
    files: import.meta.glob([
      '../../education-app/src/**/*.{ts,tsx}',
      '!**/*.test.*',
      '!**/standalone.tsx',
    ]),
  },
};

export function configureRemotes(): void {}

export function resetRemote(): void {}

export async function loadRemoteExport<R extends RemoteName, T>(
  remote: R,
  exposed: ExposedModuleName<R>,
): Promise<T> {
  const source = sources[remote];
  const file = source.exposes[exposed];
  const load = file
    ? source.files[`../../${source.folder}/${file.replace(/^\.\//, '')}`]
    : undefined;
  if (!load) throw new RemoteUnavailableError(remote, new Error(`${exposed} is not exposed`));
  const loaded = (await load()) as { default: T };
  return loaded.default;
}
