import type { HeroStat } from '../data/hero-stats';
import { countUpStyle, formatStat } from './count-up';

/**
 * One hero stat. Its figure counts up from zero as a CSS animation (app.css, `.stat-count-up`),
 * held at zero until the page's part is live: React never renders the counting figure, so
 * hydration never resets what the visitor sees. The text of the markup is the final figure, for crawlers, screen readers and
 * reduced motion alike; the counting digits are drawn by CSS and hidden from assistive technology.
 */
export function StatTile({ stat, index }: { stat: HeroStat; index: number }) {
  return (
    <div className="flex flex-col-reverse items-center justify-end gap-1 rounded-xl border border-border bg-card p-5 text-center shadow-sm">
      <dt className="text-sm text-muted-foreground">{stat.label}</dt>
      <dd className="text-3xl font-bold tabular-nums text-primary sm:text-4xl">
        <span
          aria-hidden="true"
          data-testid="stat-value"
          className="stat-count-up"
          data-decimals={stat.decimals ?? 0}
          style={countUpStyle(stat, index)}
        />
        <span className="sr-only">{formatStat(stat)}</span>
      </dd>
    </div>
  );
}
