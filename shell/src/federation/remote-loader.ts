/**
 * All of the shell's module federation code. The rest of the shell asks for "module X of remote
 * Y" and gets a promise; how that is fetched is this file's business.
 */
import {
  __federation_method_getRemote as getRemote,
  __federation_method_setRemote as setRemote,
} from 'virtual:__federation__';
import {
  isContractCompatible,
  remoteApps,
  type ExposedModuleName,
  type OptionalContractModule,
  type RemoteManifest,
  type RemoteName,
} from '@site/shared';
import {
  RemoteIncompatibleError,
  RemoteModuleMissingError,
  RemoteUnavailableError,
} from './remote-errors';
import { reportClientError } from '../error-reports/client-error-reports';

interface RemoteState {
  entryUrl: string;
  /** Bumped on every reset so the next load fetches a fresh entry instance. */
  generation: number;
  manifest?: Promise<RemoteManifest>;
}

const remotes = new Map<RemoteName, RemoteState>();

function register(remote: RemoteName, state: RemoteState) {
  remotes.set(remote, state);
  const url =
    state.generation === 0 ? state.entryUrl : `${state.entryUrl}?attempt=${state.generation}`;
  setRemote(remote, { url, format: 'esm', from: 'vite' });
}

/** Called once at start-up with the remote entry URLs of the runtime config. */
export function configureRemotes(entryUrls: Record<RemoteName, string>): void {
  for (const [remote, entryUrl] of Object.entries(entryUrls) as [RemoteName, string][]) {
    register(remote, { entryUrl, generation: 0 });
  }
}

/**
 * Forgets a remote that failed, or whose load stalled, so the next load starts from a fresh
 * entry: the plugin caches a failed chunk import inside an entry instance, and a stalled entry
 * request never settles, so a retry needs a new one.
 */
export function resetRemote(remote: RemoteName): void {
  const state = remotes.get(remote);
  if (!state) return;
  register(remote, { entryUrl: state.entryUrl, generation: state.generation + 1 });
}

function stateOf(remote: RemoteName): RemoteState {
  const state = remotes.get(remote);
  if (!state) throw new RemoteUnavailableError(remote, new Error('remote not configured'));
  return state;
}

/**
 * Fetches an exposed module and returns its default export. The plugin already unwraps modules
 * whose only export is the default, so both shapes are accepted.
 */
async function fetchDefaultExport(remote: RemoteName, exposed: string): Promise<unknown> {
  let loaded: unknown;
  try {
    loaded = await getRemote(remote, exposed);
  } catch (error) {
    const unavailable = new RemoteUnavailableError(remote, error);
    reportClientError('remote-load', unavailable, { app: remoteApps[remote] });
    throw unavailable;
  }
  const isModuleObject = typeof loaded === 'object' && loaded !== null && 'default' in loaded;
  return isModuleObject ? (loaded as { default: unknown }).default : loaded;
}

function ensureCompatible(remote: RemoteName): Promise<RemoteManifest> {
  const state = stateOf(remote);
  state.manifest ??= fetchDefaultExport(remote, './manifest').then((exported) => {
    const manifest = exported as RemoteManifest;
    if (!isContractCompatible(manifest.contractVersion)) {
      const incompatible = new RemoteIncompatibleError(remote, manifest.contractVersion);
      reportClientError('remote-load', incompatible, { app: remoteApps[remote] });
      throw incompatible;
    }
    return manifest;
  });
  // A failed check is not remembered: the next attempt asks again.
  state.manifest.catch(() => {
    if (remotes.get(remote) === state) state.manifest = undefined;
  });
  return state.manifest;
}

/**
 * Loads the default export of one exposed module of a remote, checking that the remote
 * implements a compatible contract version. The module is requested at the same time as the
 * check, so the check never delays it; it is used only once the check has passed.
 */
export async function loadRemoteExport<R extends RemoteName, T>(
  remote: R,
  exposed: ExposedModuleName<R>,
): Promise<T> {
  const compatible = ensureCompatible(remote);
  const module = fetchDefaultExport(remote, exposed);
  // Whichever fails first is the reason; the other's failure is not left unhandled.
  module.catch(() => undefined);
  const manifest = await compatible;
  if (Array.isArray(manifest.modules) && !manifest.modules.includes(exposed)) {
    const missing = new RemoteModuleMissingError(remote, exposed);
    reportClientError('remote-load', missing, { app: remoteApps[remote] });
    throw missing;
  }
  return (await module) as T;
}

/**
 * Loads a module added in a minor version of the contract (OptionalContractModule). A remote
 * released before it lacks it: its manifest is asked first, and when the module is not listed
 * the answer is `undefined`, with no error and no report.
 */
export async function loadOptionalRemoteExport<R extends RemoteName, T>(
  remote: R,
  exposed: OptionalContractModule & ExposedModuleName<R>,
): Promise<T | undefined> {
  const manifest = await ensureCompatible(remote);
  if (Array.isArray(manifest.modules) && !manifest.modules.includes(exposed)) return undefined;
  return (await fetchDefaultExport(remote, exposed)) as T;
}
