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
}

/**
 * A horizontally scrolling strip (CSS animation `animate-marquee`, which moves the track by half
 * its width). The first copy of the list is the accessible one; every other copy is aria-hidden.
 * It pauses on hover, on focus and with its own pause button (WCAG 2.2.2). Under reduced motion it
 * renders one still, wrapping list instead.
 */
export function Marquee<T>({
  label,
  items,
  itemKey,
  renderItem,
  copiesPerHalf = 1,
  className,
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
    <section
      aria-label={label}
      className={cn('relative flex items-center overflow-hidden pr-9', className)}
    >
      <div
        className={cn(
          'flex w-max animate-marquee hover:[animation-play-state:paused] focus-within:[animation-play-state:paused]',
          paused && '[animation-play-state:paused]',
        )}
      >
        {copies.map((copy) =>
          renderList(copy, 'flex shrink-0 items-center gap-10 pr-10', 'shrink-0'),
        )}
      </div>
      <button
        type="button"
        onClick={() => setPaused((value) => !value)}
        aria-label={`${paused ? 'Play' : 'Pause'} ${label.toLowerCase()}`}
        className="absolute right-1 z-10 grid size-7 place-items-center rounded-full bg-background text-foreground shadow-sm ring-1 ring-border hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
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
