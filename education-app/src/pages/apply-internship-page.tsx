import '../remote.css';
import { Card, CardContent, PageMeta, brand, pathTo, type PageHead } from '@site/shared';
import { PageIntro } from '@site/shared/ui/page-intro';
import { InternshipApplicationForm } from '../components/internship-application/internship-application-form';
import { applicationSteps } from '../data/application-steps';
import { internships } from '../data/internships';

export function head(): PageHead {
  return {
    title: `Apply for an Internship | ${brand.name}`,
    description:
      'Apply for a front-end, full-stack or UI/UX internship at BrajCode Technologies in Agra: real client projects, a mentor and a certificate of experience.',
    path: pathTo('applyInternship'),
    keywords: [
      'apply internship Agra',
      'web development internship application',
      'UI UX internship',
    ],
  };
}

/** /apply-internship: the application form with what happens next. */
export default function ApplyInternshipPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <PageMeta head={head()} />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="space-y-6">
          <PageIntro eyebrow="Internships" title="Apply for an Internship" as="header">
            Tell us about yourself and the work you want to do. Every field is required.
          </PageIntro>
          <Card>
            <CardContent className="p-6">
              <InternshipApplicationForm />
            </CardContent>
          </Card>
        </div>
        <aside className="space-y-8">
          <section aria-labelledby="open-internships-heading" className="space-y-3">
            <h2 id="open-internships-heading" className="text-xl font-semibold">
              Open internships
            </h2>
            <ul className="space-y-2">
              {internships.map((internship) => (
                <li
                  key={internship.id}
                  className="rounded-lg border border-border bg-card p-3 text-card-foreground"
                >
                  <span className="block font-medium">{internship.title}</span>
                  <span className="text-sm text-muted-foreground">
                    {internship.duration} · {internship.type}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="application-steps-heading" className="space-y-3">
            <h2 id="application-steps-heading" className="text-xl font-semibold">
              What happens next
            </h2>
            <ol className="list-decimal space-y-2 pl-5 text-muted-foreground">
              {applicationSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
    </div>
  );
}
