import type { RemoteName, SearchEntries, SearchEntry } from '@site/shared';
import { loadOptionalRemoteExport } from './remote-loader';
import { loadOnce, useRemoteValue, type RemoteValueState } from './use-remote-value';

function loadSearchEntries(remote: RemoteName) {
  return loadOnce(async (): Promise<readonly SearchEntry[]> => {
    const exported = await loadOptionalRemoteExport<RemoteName, SearchEntries>(
      remote,
      './searchEntries',
    );
    // A remote released before './searchEntries' (contract 3.0) has none to give.
    return Array.isArray(exported?.entries) ? exported.entries : [];
  });
}

const loaders: Record<RemoteName, () => Promise<readonly SearchEntry[]>> = {
  techApp: loadSearchEntries('techApp'),
  educationApp: loadSearchEntries('educationApp'),
};

/** What a remote lets search find (its './searchEntries'), loaded once per visit. */
export function useRemoteSearchEntries(
  remote: RemoteName,
): RemoteValueState<readonly SearchEntry[]> {
  return useRemoteValue(loaders[remote]);
}
