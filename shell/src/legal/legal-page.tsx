import { Mail } from 'lucide-react';
import { PageHeading, PageMeta, type PageHead } from '@site/shared';
import type { LegalDocument, LegalSection } from './data/legal-document';
import { formatLastUpdated, useTodayIsoDate } from './use-today';

function LegalSectionBlock({ section }: { section: LegalSection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="scroll-mt-20" id={section.id}>
      <h2 id={headingId} className="text-2xl font-semibold text-foreground">
        {section.heading}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-muted-foreground">
        {section.paragraphs?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.list ? (
          <ul className="list-disc space-y-2 pl-6">
            {section.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : null}
        {section.contacts ? (
          <ul className="space-y-2">
            {section.contacts.map((contact) => (
              // The icon keeps to the first line; label and address wrap beside it.
              <li key={contact.email} className="flex items-start gap-x-2">
                <Mail className="mt-[0.3em] size-4 shrink-0 text-primary" aria-hidden />
                <span>
                  {contact.label}:{' '}
                  <a
                    href={`mailto:${contact.email}`}
                    className="font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {contact.email}
                  </a>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

/** The head of a policy page. */
export function legalPageHead(document: LegalDocument): PageHead {
  return { title: document.metaTitle, description: document.metaDescription, path: document.path };
}

/** A policy page: heading, today's date as the last-updated date, intro and numbered sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const today = useTodayIsoDate();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:py-16">
      <PageMeta head={legalPageHead(document)} />
      <PageHeading>{document.heading}</PageHeading>
      <p className="mt-3 min-h-6 text-sm text-muted-foreground" data-testid="last-updated">
        {today ? (
          <>
            Last updated: <time dateTime={today}>{formatLastUpdated(today)}</time>
          </>
        ) : null}
      </p>
      <p className="mt-6 text-lg leading-relaxed">{document.intro}</p>
      <nav
        aria-label="On this page"
        className="mt-8 rounded-xl border border-border bg-muted/50 p-5"
      >
        <p className="mb-2 text-sm font-semibold">On this page</p>
        {/* Each link is a full 28 px line: a comfortable target for a finger. */}
        <ol className="list-decimal pl-5 text-sm">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block py-1 text-primary underline-offset-4 hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-10">
        {document.sections.map((section) => (
          <LegalSectionBlock key={section.id} section={section} />
        ))}
      </div>
    </article>
  );
}
