import type { EducationCatalogue, TechCatalogue } from '@site/shared';
import { loadRemoteExport } from './remote-loader';
import { loadOnce, useRemoteValue } from './use-remote-value';

type CatalogueState<T> =
  { status: 'loading' } | { status: 'ready'; catalogue: T } | { status: 'failed' };

const loadTechCatalogue = loadOnce(() =>
  loadRemoteExport<'techApp', TechCatalogue>('techApp', './catalogue'),
);

const loadEducationCatalogue = loadOnce(() =>
  loadRemoteExport<'educationApp', EducationCatalogue>('educationApp', './catalogue'),
);

function useCatalogue<T>(load: () => Promise<T>): CatalogueState<T> {
  const state = useRemoteValue(load);
  return state.status === 'ready' ? { status: 'ready', catalogue: state.value } : state;
}

/** tech-app's service and plan catalogue; the shell never imports tech-app's files. */
export function useTechCatalogue(): CatalogueState<TechCatalogue> {
  return useCatalogue(loadTechCatalogue);
}

/** education-app's course catalogue. */
export function useEducationCatalogue(): CatalogueState<EducationCatalogue> {
  return useCatalogue(loadEducationCatalogue);
}
