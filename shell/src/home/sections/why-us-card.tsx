import { useState } from 'react';
import { Lightbulb } from 'lucide-react';
import { Button, cn } from '@site/shared';
import type { WhyUsCard } from '../data/why-us-cards';

/**
 * A "What Makes us Different" card. On wide screens hovering or focusing the card reveals its
 * details; on every screen the button toggles them, which is how touch visitors open them.
 */
export function WhyUsCardItem({ card, position }: { card: WhyUsCard; position: number }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = `why-us-details-${card.id}`;
  return (
    <li
      className="group/card relative flex min-h-72 flex-col overflow-hidden rounded-xl border border-border bg-card p-6 shadow-sm"
      data-testid="why-us-card"
    >
      <span className="text-4xl font-extrabold text-primary" aria-hidden="true">
        {String(position).padStart(2, '0')}
      </span>
      <h3 className="mt-3 text-xl font-semibold">{card.title}</h3>
      <p className="mt-1 text-muted-foreground">{card.subtitle}</p>
      <p className="mt-4 inline-flex w-fit rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground">
        {card.workstatus}
      </p>
      <div
        id={detailsId}
        data-testid="why-us-details"
        className={cn(
          'absolute inset-0 flex flex-col gap-3 overflow-y-auto bg-primary px-6 pt-6 pb-16 text-primary-foreground transition-[opacity,visibility] duration-300 motion-reduce:transition-none',
          expanded
            ? 'visible opacity-100'
            : 'invisible opacity-0 md:group-hover/card:visible md:group-hover/card:opacity-100 md:group-focus-within/card:visible md:group-focus-within/card:opacity-100',
        )}
      >
        <h4 className="text-lg font-semibold">{card.title}</h4>
        <p className="text-sm leading-relaxed">{card.description}</p>
        <p className="mt-auto flex gap-2 text-sm">
          <Lightbulb className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="font-semibold">Fun fact: </span>
            {card.funfact}
          </span>
        </p>
      </div>
      <Button
        type="button"
        size="sm"
        variant="secondary"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={() => setExpanded((value) => !value)}
        className="relative z-10 mt-auto self-start"
      >
        {expanded ? 'Hide details' : 'Show details'}
        <span className="sr-only">: {card.title}</span>
      </Button>
    </li>
  );
}
