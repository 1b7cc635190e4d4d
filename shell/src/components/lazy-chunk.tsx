import { lazy, useState, type ComponentType, type JSX } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/**
 * Components from one module loaded on demand, so that they share a chunk and each renders on
 * its own. Until the module has arrived each is a `React.lazy` component; once it is there,
 * the module's own component renders at once, so content shown later never waits for it.
 */
export function lazyChunk<M>(load: () => Promise<M>) {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;

  /** Starts the load once; after a failure the next call tries again. */
  function preload(): Promise<M> {
    pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  }

  function component<K extends keyof M>(name: K) {
    type Props = PropsOf<M[K]>;
    const LazyExport = lazy(() =>
      preload().then((module) => ({ default: module[name] as ComponentType<Props> })),
    );
    function ChunkExport(props: Props & JSX.IntrinsicAttributes) {
      // Chosen once per mount: switching later would remount the content.
      const [Component] = useState<ComponentType<Props>>(
        () => (loaded?.[name] as ComponentType<Props> | undefined) ?? LazyExport,
      );
      return <Component {...props} />;
    }
    return ChunkExport;
  }

  return { preload, component };
}
