/**
 * Stands in for remote-loader.ts in the shell's server build: the composition hands it the
 * deployed remotes' server builds (their module importers), and it records which modules each
 * page used, for that page's stylesheets. Same exports as remote-loader.ts.
 */
import type { ExposedModuleName, OptionalContractModule, RemoteName } from '@site/shared';
import { RemoteUnavailableError } from './remote-errors';

/** Each remote's module importers, from its server build. */
export type ServerRemotes = Record<RemoteName, Readonly<Record<string, () => Promise<unknown>>>>;

export interface LoadedRemoteModule {
  remote: RemoteName;
  module: string;
}

let remotes: ServerRemotes | undefined;
let loaded: LoadedRemoteModule[] = [];

/** Sets the remotes for the next render; returns what that render loads from them. */
export function provideServerRemotes(next: ServerRemotes): () => LoadedRemoteModule[] {
  remotes = next;
  const used: LoadedRemoteModule[] = [];
  loaded = used;
  return () => used;
}

export function configureRemotes(): void {}

export function resetRemote(): void {}

export async function loadRemoteExport<R extends RemoteName, T>(
  remote: R,
  exposed: ExposedModuleName<R>,
): Promise<T> {
  const load = remotes?.[remote][exposed];
  if (!load) throw new RemoteUnavailableError(remote, new Error(`${exposed} is not exposed`));
  if (!loaded.some((entry) => entry.remote === remote && entry.module === exposed)) {
    loaded.push({ remote, module: exposed });
  }
  const module = (await load()) as { default: T };
  return module.default;
}

export async function loadOptionalRemoteExport<R extends RemoteName, T>(
  remote: R,
  exposed: OptionalContractModule & ExposedModuleName<R>,
): Promise<T | undefined> {
  if (!remotes?.[remote][exposed]) return undefined;
  return loadRemoteExport<R, T>(remote, exposed);
}
