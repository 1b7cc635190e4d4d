import { lazy, useState, useSyncExternalStore, type ComponentType, type JSX } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * A module loaded on demand, the one way the apps defer code. Two ways to use what it holds:
 * - `component(name)`: one of its components, rendered by server and browser alike; the browser
 *   suspends until the module is there (at once when it already is, so a page never waits for
 *   code it has), and components of one module share its chunk;
 * - `useLoaded()`: the module once it is there, else null (always null while server rendering
 *   and hydrating), for a plain stand-in that the real thing replaces when it arrives.
 * `load()` starts the download once; after a failure the next call tries again.
 */
export function lazyModule<M>(importModule: () => Promise<M>) {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  const listeners = new Set<() => void>();

  function load(): Promise<M> {
    pending ??= importModule().then(
      (module) => {
        loaded = module;
        listeners.forEach((notify) => notify());
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  }

  function subscribe(onLoaded: () => void): () => void {
    listeners.add(onLoaded);
    return () => listeners.delete(onLoaded);
  }

  function useLoaded(): M | null {
    return useSyncExternalStore(
      subscribe,
      () => loaded,
      () => null,
    );
  }

  function component<K extends keyof M>(name: K) {
    type Props = PropsOf<M[K]>;
    const LazyExport = lazy(() =>
      load().then((module) => ({ default: module[name] as ComponentType<Props> })),
    );
    function ModuleComponent(props: Props & JSX.IntrinsicAttributes) {
      // Chosen once per mount: switching later would remount the content.
      const [Component] = useState<ComponentType<Props>>(
        () => (loaded?.[name] as ComponentType<Props> | undefined) ?? LazyExport,
      );
      return <Component {...props} />;
    }
    return ModuleComponent;
  }

  return { load, useLoaded, component };
}
