import '../remote.css';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Card, CardContent, PageMeta, brand, pathTo, type PageHead } from '@site/shared';
import { PageIntro } from '@site/shared/ui/page-intro';
import { EnrollIllustration } from '../components/enroll/enroll-illustration';
import { EnrollmentForm } from '../components/enroll/enrollment-form';
import { WhyEnrollList } from '../components/enroll/why-enroll-list';

/** The course id that "Buy Course" on /education passes in navigation state, if any. */
function courseIdFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('courseId' in state)) return undefined;
  return typeof state.courseId === 'string' ? state.courseId : undefined;
}

export function head(): PageHead {
  return {
    title: `Enroll in a Course | ${brand.academyName}`,
    description:
      'Enroll in full-stack, React, React Native, Python, .NET or Android training at BrajCode Academy in Agra. Choose your course and see the total fee in rupees.',
    path: pathTo('enroll'),
    keywords: ['enroll coding course Agra', 'full stack course fee', 'react course Agra'],
  };
}

/** /enroll: the chosen course preselected (the first when none), the total and the form. */
export default function EnrollPage() {
  const location = useLocation();
  const courseId = courseIdFromState(location.state);
  // "Contact us" asks about the course chosen in the form, whichever that is by now.
  const [chosenCourseId, setChosenCourseId] = useState(courseId);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <PageMeta head={head()} />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="space-y-6">
          <PageIntro eyebrow="Enrollment" title="Enroll in a Course" as="header">
            Choose your course, tell us how to reach you and reserve your seat in the next batch.
          </PageIntro>
          <p
            role="note"
            className="flex items-start gap-3 rounded-lg border border-primary/40 bg-accent p-4 text-accent-foreground"
          >
            <Info className="mt-0.5 size-5 shrink-0" aria-hidden />
            <span>
              <span className="font-medium">
                Payment gateway is under development! Please contact to enroll.
              </span>{' '}
              <Link
                to={pathTo('contact')}
                state={chosenCourseId ? { courseId: chosenCourseId } : undefined}
                className="underline underline-offset-4"
              >
                Contact us
              </Link>
            </span>
          </p>
          <Card>
            <CardContent className="p-6">
              {/* Keyed by the navigation, so arriving again with another course starts afresh. */}
              <EnrollmentForm
                key={location.key}
                initialCourseId={courseId}
                onCourseChange={setChosenCourseId}
              />
            </CardContent>
          </Card>
        </div>
        <aside className="space-y-8">
          <EnrollIllustration />
          <WhyEnrollList />
        </aside>
      </div>
    </div>
  );
}
