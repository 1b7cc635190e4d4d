import { useLayoutEffect, useRef } from 'react';
import type { HeroStat } from '../data/hero-stats';
import { countUpDurationMs, countUpValue, formatStat } from './count-up';

/**
 * One hero stat. The markup always holds the final value (for no-JS, crawlers and screen
 * readers). Once the tile runs, the aria-hidden digits count up from zero, frame by frame; until
 * then a scripted page keeps them hidden (app.css), so the final figure never flashes first.
 * Reduced motion shows the final value from the start.
 */
export function StatTile({ stat, index }: { stat: HeroStat; index: number }) {
  const digitsRef = useRef<HTMLSpanElement>(null);
  const finalText = formatStat(stat);

  useLayoutEffect(() => {
    const digits = digitsRef.current;
    if (!digits || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
      return undefined;
    const duration = countUpDurationMs(index);
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const elapsed = now - start;
      digits.textContent = formatStat(stat, countUpValue(stat.value, elapsed, duration));
      if (elapsed < duration) frame = window.requestAnimationFrame(step);
    };
    digits.textContent = formatStat(stat, 0);
    digits.setAttribute('data-counting', '');
    frame = window.requestAnimationFrame(step);
    return () => {
      window.cancelAnimationFrame(frame);
      digits.textContent = formatStat(stat);
    };
  }, [stat, index]);

  return (
    <div className="flex flex-col-reverse items-center justify-end gap-1 rounded-xl border border-border bg-card p-5 text-center shadow-sm">
      <dt className="text-sm text-muted-foreground">{stat.label}</dt>
      <dd className="text-3xl font-bold tabular-nums text-primary sm:text-4xl">
        <span aria-hidden="true" data-testid="stat-value" data-count-up="" ref={digitsRef}>
          {finalText}
        </span>
        <span className="sr-only">{finalText}</span>
      </dd>
    </div>
  );
}
