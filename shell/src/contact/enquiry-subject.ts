import type { CourseSummary, PlanSummary } from '@site/shared';

/** The subject a "Get Started" on a pricing plan starts the contact form with. */
export function planEnquirySubject(plan: PlanSummary): string {
  return `Enquiry about the ${plan.title} plan (${plan.price})`;
}

/** The subject an "Enroll Now" on a code class starts the contact form with. */
export function courseEnquirySubject(course: CourseSummary): string {
  return `Enrollment enquiry: ${course.title}`;
}

/** The course id a page passed in navigation state ({ courseId }), if any. */
export function courseIdFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('courseId' in state)) return undefined;
  const { courseId } = state as { courseId: unknown };
  return typeof courseId === 'string' && courseId !== '' ? courseId : undefined;
}
