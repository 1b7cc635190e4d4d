import type { SiteMode } from '@site/shared';
import { heroStatsByMode } from '../data/hero-stats';
import { StatTile } from './stat-tile';

export function StatTiles({ mode }: { mode: SiteMode }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="hero-stats">
      {heroStatsByMode[mode].map((stat, index) => (
        <StatTile key={`${mode}-${stat.label}`} stat={stat} index={index} />
      ))}
    </dl>
  );
}
