import {
  isEducationCatalogue,
  isTechCatalogue,
  type EducationCatalogue,
  type TechCatalogue,
} from '@site/shared/contracts/catalogue';
import type { AppName } from '@site/shared';
import { reportClientError } from '../error-reports/client-error-reports';
import { loadRemoteExport } from './remote-loader';
import { loadOnce, useRemoteValue } from './use-remote-value';

type CatalogueState<T> =
  { status: 'loading' } | { status: 'ready'; catalogue: T } | { status: 'failed' };

/**
 * A catalogue of another shape than the contract's counts as one that failed to load, and is
 * reported as the remote's.
 */
function checked<T>(isCatalogue: (value: unknown) => value is T, app: AppName) {
  return (value: unknown): T => {
    if (isCatalogue(value)) return value;
    const error = new Error(`${app}'s catalogue does not have the contract's shape`);
    reportClientError('remote-load', error, { app });
    throw error;
  };
}

const loadTechCatalogue = loadOnce(() =>
  loadRemoteExport<'techApp', unknown>('techApp', './catalogue').then(
    checked(isTechCatalogue, 'tech-app'),
  ),
);

const loadEducationCatalogue = loadOnce(() =>
  loadRemoteExport<'educationApp', unknown>('educationApp', './catalogue').then(
    checked(isEducationCatalogue, 'education-app'),
  ),
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
