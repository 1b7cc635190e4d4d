import type { ComponentProps } from 'react';
import { useEducationCatalogue, useTechCatalogue } from '../federation/use-remote-catalogue';
import { ContactForm } from './contact-form';
import { contactPageLabels } from './contact-form-labels';
import { courseEnquirySubject, planEnquirySubject } from './enquiry-subject';

type PageFormProps = Omit<ComponentProps<typeof ContactForm>, 'prefillSubject'>;

const pageFormProps: PageFormProps = {
  idPrefix: 'contact',
  labels: contactPageLabels,
  subjectRequired: true,
  submitLabel: 'Send Message',
  messageClassName: 'min-h-[150px]',
  keptAs: 'contact-page',
};

/** The form after "Get Started" on a plan: the subject names the plan once tech-app answers. */
function PlanEnquiryForm({ planId }: { planId: string }) {
  const catalogue = useTechCatalogue();
  const plan =
    catalogue.status === 'ready'
      ? catalogue.catalogue.plans.find((candidate) => candidate.id === planId)
      : undefined;
  return <ContactForm {...pageFormProps} prefillSubject={plan && planEnquirySubject(plan)} />;
}

/** The form after "Enroll Now" on a code class: the subject names the course. */
function CourseEnquiryForm({ courseId }: { courseId: string }) {
  const catalogue = useEducationCatalogue();
  const course =
    catalogue.status === 'ready'
      ? catalogue.catalogue.courses.find((candidate) => candidate.id === courseId)
      : undefined;
  return <ContactForm {...pageFormProps} prefillSubject={course && courseEnquirySubject(course)} />;
}

/**
 * The /contact form. A remote catalogue is loaded only when the visitor came from a plan or a
 * course, and if it cannot be loaded the form simply starts with an empty subject.
 */
export function PrefilledContactForm({
  planId,
  courseId,
}: {
  planId: string | undefined;
  courseId: string | undefined;
}) {
  if (planId) return <PlanEnquiryForm planId={planId} />;
  if (courseId) return <CourseEnquiryForm courseId={courseId} />;
  return <ContactForm {...pageFormProps} />;
}
