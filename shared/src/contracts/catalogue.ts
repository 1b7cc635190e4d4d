/** What the remotes tell the shell about their content, for search, navigation and forms. */

export interface ServiceSummary {
  id: string;
  title: string;
  /** Starting price as shown, e.g. "₹9,999". */
  price: string;
}

export interface PlanSummary {
  id: string;
  serviceId: string;
  title: string;
  /** Price as shown, with a trailing plus, e.g. "₹9,999+". */
  price: string;
}

export interface CaseStudySummary {
  id: string;
  title: string;
}

export interface TechCatalogue {
  services: readonly ServiceSummary[];
  plans: readonly PlanSummary[];
  /** Portfolio case studies (/portfolio/{id}). */
  caseStudies?: readonly CaseStudySummary[];
}

export interface CourseSummary {
  id: string;
  title: string;
  kind: 'course' | 'code-class';
}

export interface EducationCatalogue {
  courses: readonly CourseSummary[];
}

/** Whether `value` is an object whose `key` is a list of records with these text fields. */
function hasListOf(value: unknown, key: string, fields: readonly string[]): boolean {
  const list = (value as Record<string, unknown> | null)?.[key];
  return (
    Array.isArray(list) &&
    list.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        fields.every((field) => typeof (item as Record<string, unknown>)[field] === 'string'),
    )
  );
}

/**
 * Whether what tech-app's `./catalogue` gave has the catalogue's shape. The shell checks before
 * it uses it: a release with a malformed catalogue must fail in its slots, not take down the
 * header that lists its services.
 */
export function isTechCatalogue(value: unknown): value is TechCatalogue {
  const caseStudies = (value as Record<string, unknown> | null)?.caseStudies;
  return (
    hasListOf(value, 'services', ['id', 'title', 'price']) &&
    hasListOf(value, 'plans', ['id', 'serviceId', 'title', 'price']) &&
    (caseStudies === undefined || hasListOf(value, 'caseStudies', ['id', 'title']))
  );
}

/** Whether what education-app's `./catalogue` gave has the catalogue's shape. */
export function isEducationCatalogue(value: unknown): value is EducationCatalogue {
  return hasListOf(value, 'courses', ['id', 'title', 'kind']);
}
