import { useState, type ReactNode } from 'react';
import { Pause, Play } from 'lucide-react';
import { cn } from '@site/shared';
import { usePrefersReducedMotion } from '@site/shared/lib/use-prefers-reduced-motion';

interface MarqueeProps<T> {
  /** Accessible name of the region, e.g. "Announcements". */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Copies of the list in each half of the track, so short lists still fill wide screens. */
  copiesPerHalf?: number;
  className?: string;
  /** Classes for the pause button, such as a focus ring that shows on the strip's colour. */
  pauseButtonClassName?: string;
}

/**
 * A horizontally scrolling strip (CSS animation `animate-marquee`, which moves the track by half
 * its width). The first copy of the list is the accessible one; every other copy is aria-hidden.
 * It pauses on hover, on focus and with its own pause button (WCAG 2.2.2), which sits beside the
 * moving text, never on it: the text fades out before it reaches the button. Under reduced motion
 * it renders one still, wrapping list instead; the same rule holds in CSS (`motion-reduce:`), so
 * prerendered markup that is not hydrated yet stands still too.
 */
export function Marquee<T>({
  label,
  items,
  itemKey,
  renderItem,
  copiesPerHalf = 1,
  className,
  pauseButtonClassName,
}: MarqueeProps<T>) {
  const reduceMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const renderList = (copy: number, listClassName: string, itemClassName: string) => (
    <ul key={copy} aria-hidden={copy === 0 ? undefined : true} className={listClassName}>
      {items.map((item) => (
        <li key={itemKey(item)} className={itemClassName}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );

  if (reduceMotion) {
    return (
      <section aria-label={label} className={className}>
        {renderList(
          0,
          'flex flex-wrap items-center justify-center gap-x-8 gap-y-2 px-4',
          'text-center',
        )}
      </section>
    );
  }

  const copies = Array.from({ length: copiesPerHalf * 2 }, (_, copy) => copy);
  return (
    <section aria-label={label} className={cn('flex items-center gap-2 pr-2', className)}>
      <div
        className="min-w-0 flex-1 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_1.5rem,black_calc(100%-2.5rem),transparent)] motion-reduce:[mask-image:none]"
        data-testid="marquee-viewport"
      >
        <div
          className={cn(
            'flex w-max animate-marquee hover:[animation-play-state:paused] focus-within:[animation-play-state:paused]',
            'motion-reduce:w-auto motion-reduce:animate-none motion-reduce:justify-center',
            paused && '[animation-play-state:paused]',
          )}
        >
          {copies.map((copy) =>
            renderList(
              copy,
              cn(
                'flex shrink-0 items-center gap-10 pr-10',
                // Before hydration under reduced motion: the first copy wraps, the others go.
                copy === 0
                  ? 'motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-x-8 motion-reduce:gap-y-2 motion-reduce:px-4'
                  : 'motion-reduce:hidden',
              ),
              'shrink-0',
            ),
          )}
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused((value) => !value)}
        aria-label={`${paused ? 'Play' : 'Pause'} ${label.toLowerCase()}`}
        className={cn(
          'grid size-7 shrink-0 place-items-center rounded-full bg-background text-foreground shadow-sm ring-1 ring-border hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring motion-reduce:hidden',
          pauseButtonClassName,
        )}
      >
        {paused ? (
          <Play className="size-3.5" aria-hidden />
        ) : (
          <Pause className="size-3.5" aria-hidden />
        )}
      </button>
    </section>
  );
}
