import type { EducationExposes, ModuleImporters } from '@site/shared';

/**
 * The modules education-app exposes to the shell, checked by `tsc` against the contract in
 * @site/shared: a module missing, renamed or of another shape fails the typecheck. The
 * federation build exposes these files; the server build renders them.
 */
export const exposedModules = {
  './manifest': () => import('./manifest'),
  './catalogue': () => import('./catalogue'),
  './searchEntries': () => import('./search-entries'),
  './EducationPage': () => import('./pages/education-page'),
  './CohortPage': () => import('./pages/cohort-page'),
  './CodingPage': () => import('./pages/coding-page'),
  './EnrollPage': () => import('./pages/enroll-page'),
  './ApplyInternshipPage': () => import('./pages/apply-internship-page'),
  './ProgramsTeaser': () => import('./components/programs-teaser'),
} satisfies ModuleImporters<EducationExposes>;
