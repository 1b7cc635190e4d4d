import { CheckCircle2 } from 'lucide-react';
import type { SiteMode } from '@site/shared';
import { SectionHeading } from '../../components/section-heading';
import { whyChooseUsByMode } from '../data/why-choose-us';

/** Why choose us, with the industries we serve (tech) or who the programs are for (education). */
export function WhyChooseUsSection({ mode }: { mode: SiteMode }) {
  const content = whyChooseUsByMode[mode];
  return (
    <section
      aria-labelledby="why-choose-us-heading"
      className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8"
    >
      <div>
        <SectionHeading
          id="why-choose-us-heading"
          eyebrow="Why choose us"
          title={content.heading}
          description={content.intro}
          align="start"
          className="mb-6"
        />
        <ul className="space-y-3">
          {content.reasons.map((reason) => (
            <li key={reason} className="flex gap-3">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
              <span>{reason}</span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="mb-4 text-xl font-semibold" id="who-we-serve-heading">
          {content.groupHeading}
        </h3>
        <ul
          className="grid gap-4 sm:grid-cols-2"
          aria-labelledby="who-we-serve-heading"
          data-testid="who-we-serve"
        >
          {content.groups.map(({ name, description, icon: Icon }) => (
            <li
              key={name}
              className="flex gap-4 rounded-xl border border-border bg-card p-4 shadow-sm"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <span>
                <span className="block font-semibold">{name}</span>
                <span className="text-sm text-muted-foreground">{description}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
