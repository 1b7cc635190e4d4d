import { useEffect, useState } from 'react';
import type { EducationCatalogue, TechCatalogue } from '@site/shared';
import { loadRemoteExport } from './remote-loader';

type CatalogueState<T> =
  { status: 'loading' } | { status: 'ready'; catalogue: T } | { status: 'failed' };

const cache: { techApp?: Promise<TechCatalogue>; educationApp?: Promise<EducationCatalogue> } = {};

function loadTechCatalogue(): Promise<TechCatalogue> {
  cache.techApp ??= loadRemoteExport<'techApp', TechCatalogue>('techApp', './catalogue').catch(
    (error: unknown) => {
      cache.techApp = undefined;
      throw error;
    },
  );
  return cache.techApp;
}

function loadEducationCatalogue(): Promise<EducationCatalogue> {
  cache.educationApp ??= loadRemoteExport<'educationApp', EducationCatalogue>(
    'educationApp',
    './catalogue',
  ).catch((error: unknown) => {
    cache.educationApp = undefined;
    throw error;
  });
  return cache.educationApp;
}

function useCatalogue<T>(load: () => Promise<T>): CatalogueState<T> {
  const [state, setState] = useState<CatalogueState<T>>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    load().then(
      (catalogue) => active && setState({ status: 'ready', catalogue }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [load]);
  return state;
}

/** tech-app's service and plan catalogue; the shell never imports tech-app's files. */
export function useTechCatalogue(): CatalogueState<TechCatalogue> {
  return useCatalogue(loadTechCatalogue);
}

/** education-app's course catalogue. */
export function useEducationCatalogue(): CatalogueState<EducationCatalogue> {
  return useCatalogue(loadEducationCatalogue);
}
