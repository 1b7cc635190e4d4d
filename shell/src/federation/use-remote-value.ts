import { useEffect, useState } from 'react';

export type RemoteValueState<T> =
  { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/**
 * Makes a load happen once for every caller of the returned function; after a failure the next
 * call loads afresh.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/** What a remote gives through `load` (a stable function), as it loads, arrives or fails. */
export function useRemoteValue<T>(load: () => Promise<T>): RemoteValueState<T> {
  const [state, setState] = useState<RemoteValueState<T>>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    load().then(
      (value) => active && setState({ status: 'ready', value }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [load]);
  return state;
}
