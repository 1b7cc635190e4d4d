/**
 * Candidate overrides: a tester loads a candidate build of a remote in a real browser against the
 * deployed shell, as module federation's devtools or import-map overrides allow elsewhere.
 *
 *   https://staging.example.com/pricing?override-tech-app=https://candidates.example.com/tech-app/remoteEntry.js
 *
 * The choice is kept for the browser tab (sessionStorage) until `?override-reset`. Only origins
 * the deployment's runtime config lists under `overrides.allowedOrigins` are taken; without that
 * list (production) overrides are off. The page's CSP admits exactly those origins.
 */
import { remoteApps, type RemoteName, type RuntimeConfig } from '@site/shared';

export const OVERRIDES_STORAGE_KEY = 'site-remote-overrides';
export const OVERRIDE_RESET_PARAMETER = 'override-reset';

/** The query parameter that names a candidate entry for a remote: `override-tech-app`. */
export function overrideParameter(remote: RemoteName): string {
  return `override-${remoteApps[remote]}`;
}

export interface RemoteOverride {
  remote: RemoteName;
  entryUrl: string;
}

export interface OverrideState {
  /** The remote entry URLs to use: the deployed ones, with accepted candidates in their place. */
  entries: Record<RemoteName, string>;
  active: RemoteOverride[];
  /** Candidates asked for from origins the deployment does not allow. */
  refused: RemoteOverride[];
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return ['http:', 'https:'].includes(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Reads what is asked for (address first, then what the tab kept) and what may be used. */
export function resolveOverrides(
  config: RuntimeConfig,
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
): OverrideState {
  const parameters = new URLSearchParams(search);
  if (parameters.has(OVERRIDE_RESET_PARAMETER)) storage.removeItem(OVERRIDES_STORAGE_KEY);
  let kept: Partial<Record<RemoteName, string>> = {};
  try {
    kept = JSON.parse(storage.getItem(OVERRIDES_STORAGE_KEY) ?? '{}');
  } catch {
    kept = {};
  }
  const asked: Partial<Record<RemoteName, string>> = { ...kept };
  for (const remote of Object.keys(remoteApps) as RemoteName[]) {
    const fromAddress = parameters.get(overrideParameter(remote));
    if (fromAddress) asked[remote] = fromAddress;
  }
  const allowed = new Set(config.overrides?.allowedOrigins.map(originOf) ?? []);
  const state: OverrideState = { entries: { ...config.remotes }, active: [], refused: [] };
  for (const [remote, entryUrl] of Object.entries(asked) as [RemoteName, string][]) {
    const origin = originOf(entryUrl);
    if (origin && allowed.has(origin)) {
      state.entries[remote] = entryUrl;
      state.active.push({ remote, entryUrl });
    } else {
      state.refused.push({ remote, entryUrl });
    }
  }
  const accepted = Object.fromEntries(
    state.active.map(({ remote, entryUrl }) => [remote, entryUrl]),
  );
  if (state.active.length > 0) storage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(accepted));
  else storage.removeItem(OVERRIDES_STORAGE_KEY);
  return state;
}
