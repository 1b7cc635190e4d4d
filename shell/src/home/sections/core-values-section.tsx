import { TooltipGroup } from '@site/shared/ui/tooltip-group';
import { TooltipOnDemand } from '../../components/tooltip-on-demand';
import { SectionHeading } from '../../components/section-heading';
import { coreValues } from '../data/core-values';

/** Spec: core-value tooltips open after 100 ms and skip after 150 ms. */
const CORE_VALUE_TOOLTIP_DELAY_MS = 100;
const CORE_VALUE_TOOLTIP_SKIP_DELAY_MS = 150;

export function CoreValuesSection() {
  return (
    <section
      aria-labelledby="core-values-heading"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <SectionHeading
        id="core-values-heading"
        eyebrow="What we stand for"
        title="Our Core Values"
        description="Six promises that shape every project we build and every class we teach."
      />
      {/* One provider for the six: after one tooltip, the next opens at once within 150 ms. */}
      <TooltipGroup
        delayDuration={CORE_VALUE_TOOLTIP_DELAY_MS}
        skipDelayDuration={CORE_VALUE_TOOLTIP_SKIP_DELAY_MS}
      >
        <ul
          className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6"
          data-testid="core-values"
        >
          {coreValues.map(({ id, title, description, icon: Icon }) => (
            <li key={id}>
              <TooltipOnDemand content={description} opensOnTap={false}>
                <button
                  type="button"
                  className="flex h-full w-full flex-col items-center gap-3 rounded-xl border border-border bg-card p-5 text-center shadow-sm transition hover:-translate-y-1 hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring motion-reduce:transition-none motion-reduce:hover:translate-y-0"
                >
                  <span className="grid size-12 place-items-center rounded-full bg-accent text-accent-foreground">
                    <Icon className="size-6" aria-hidden />
                  </span>
                  <span className="font-semibold">{title}</span>
                  {/* Touch screens cannot hover, so they show the description in place. */}
                  <span className="hidden text-xs text-muted-foreground [@media(hover:none)]:block">
                    {description}
                  </span>
                </button>
              </TooltipOnDemand>
            </li>
          ))}
        </ul>
      </TooltipGroup>
    </section>
  );
}
