import { useLayoutEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { Lightbulb } from 'lucide-react';
import { Button, cn } from '@site/shared';
import type { WhyUsCard } from '../data/why-us-cards';

/**
 * A "What Makes us Different" card. The details overlay is open or closed, and the button always
 * says which: "Hide details" while they show, "Show details" while they do not.
 * - A mouse opens them by hovering the card and closes them by leaving it; the button toggles
 *   them in between.
 * - On a touch screen (no hover) a tap anywhere on the card toggles them (spec section 4): the
 *   button's hit area stretches over the whole card, open or closed, so the tap is the button's
 *   press, for assistive technology and for presses made before the section has hydrated alike.
 * - The keyboard toggles them with the button.
 */
const subscribeToNothing = () => () => undefined;

export function WhyUsCardItem({ card, position }: { card: WhyUsCard; position: number }) {
  const [open, setOpen] = useState(false);
  // True once the card runs in the browser (after hydration of the prerendered section).
  const ready = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  // "Hide details" pressed while the mouse is over the card: it stays closed until the mouse
  // leaves and comes back.
  const closedWhileHovered = useRef(false);
  const detailsId = `why-us-details-${card.id}`;
  const cardElement = useRef<HTMLLIElement>(null);
  // Before the section's code runs, the page's own CSS shows the details while a mouse hovers;
  // the card takes over from there, open if the mouse is over it as it hydrates.
  // A touch screen also marks a tapped element :hover; only a hovering pointer counts here.
  useLayoutEffect(() => {
    const hovers = window.matchMedia('(hover: hover)').matches;
    if (hovers && cardElement.current?.matches(':hover')) setOpen(true);
  }, []);
  // A finger's tap also sends pointer events; only a mouse hovers.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    closedWhileHovered.current = false;
    setOpen(true);
  };
  // Also opens for a mouse that was already over the card when the section hydrated.
  const onPointerMove = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && !open && !closedWhileHovered.current) setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    closedWhileHovered.current = false;
    setOpen(false);
  };
  const toggle = () => {
    if (open) closedWhileHovered.current = true;
    setOpen(!open);
  };
  return (
    // The front, the details and the button share one grid cell, so the card is as tall as the
    // taller of front and details: the details never need scrolling, which a finger could not
    // do through the button's hit area.
    <li
      className="group/card relative grid min-h-72 overflow-hidden rounded-xl border border-border bg-card shadow-sm"
      data-testid="why-us-card"
      data-open={open}
      ref={cardElement}
      data-ready={ready ? true : undefined}
      onPointerEnter={onPointerEnter}
      onPointerMove={onPointerMove}
      onPointerLeave={onPointerLeave}
    >
      <div className="flex flex-col p-6 pb-20 [grid-area:1/1]">
        <span className="text-4xl font-extrabold text-primary" aria-hidden="true">
          {String(position).padStart(2, '0')}
        </span>
        <h3 className="mt-3 text-xl font-semibold">{card.title}</h3>
        <p className="mt-1 text-muted-foreground">{card.subtitle}</p>
        <p className="mt-4 inline-flex w-fit rounded-full bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground">
          {card.workstatus}
        </p>
      </div>
      <div
        id={detailsId}
        data-testid="why-us-details"
        className={cn(
          'flex flex-col gap-3 bg-primary p-6 pb-20 text-primary-foreground transition-[opacity,visibility] duration-300 [grid-area:1/1] motion-reduce:transition-none',
          open ? 'visible opacity-100' : 'invisible opacity-0',
          !ready &&
            '[@media(hover:hover)]:group-hover/card:visible [@media(hover:hover)]:group-hover/card:opacity-100',
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
      {/* A grid item with a z-index stacks above the details without being positioned itself,
          so its ::after (the touch hit area) is placed against the card. */}
      <Button
        type="button"
        size="sm"
        variant="secondary"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={toggle}
        className="z-10 m-6 self-end justify-self-start [grid-area:1/1] [@media(hover:none)]:after:absolute [@media(hover:none)]:after:inset-0 [@media(hover:none)]:after:content-['']"
        data-testid="why-us-toggle"
      >
        {open ? 'Hide details' : 'Show details'}
        <span className="sr-only">: {card.title}</span>
      </Button>
    </li>
  );
}
