import { useSyncExternalStore } from 'react';

/**
 * A module loaded on demand, with a hook that re-renders its users once it is there. Used for
 * code the first view does not need (animations, the Services dropdown): the shell renders a
 * plain stand-in until `load()` has been called and the module has arrived.
 */
export function deferredModule<T>(importModule: () => Promise<T>) {
  let loaded: T | null = null;
  let pending: Promise<T | null> | null = null;
  const listeners = new Set<() => void>();

  /** Starts the load once; after a failure the next call tries again. */
  function load(): Promise<T | null> {
    pending ??= importModule().then(
      (module) => {
        loaded = module;
        listeners.forEach((notify) => notify());
        return module;
      },
      () => {
        // The stand-in stays; it works without the module, only plainer.
        pending = null;
        return null;
      },
    );
    return pending;
  }

  function subscribe(onLoaded: () => void): () => void {
    listeners.add(onLoaded);
    return () => listeners.delete(onLoaded);
  }

  /** The module once loaded, else null (always null while prerendering and hydrating). */
  function useLoaded(): T | null {
    return useSyncExternalStore(
      subscribe,
      () => loaded,
      () => null,
    );
  }

  return { load, useLoaded };
}
