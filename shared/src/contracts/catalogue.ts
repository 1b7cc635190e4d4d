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
