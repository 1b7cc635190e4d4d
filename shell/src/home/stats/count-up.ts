import type { CSSProperties } from 'react';
import type { HeroStat } from '../data/hero-stats';

/** Spec: a stat tile counts up over 2 s plus 2 s per tile index (tile i takes 2 + 2i seconds). */
export const COUNT_UP_BASE_MS = 2000;
export const COUNT_UP_MS_PER_INDEX = 2000;

export function countUpDurationMs(tileIndex: number): number {
  return COUNT_UP_BASE_MS + COUNT_UP_MS_PER_INDEX * tileIndex;
}

/** A stat at rest as text ("4.9/5", "24/7", "98%"). */
export function formatStat(stat: HeroStat): string {
  return `${stat.value.toFixed(stat.decimals ?? 0)}${stat.suffix ?? ''}`;
}

/**
 * The custom properties the count-up animation of app.css (`.stat-count-up`) reads: the figure
 * in its smallest unit (4.9 is 49 tenths), that unit, the tile's duration and the suffix.
 */
export function countUpStyle(stat: HeroStat, tileIndex: number): CSSProperties {
  const scale = 10 ** (stat.decimals ?? 0);
  return {
    '--stat-target': Math.round(stat.value * scale),
    '--stat-scale': scale,
    '--stat-duration': `${countUpDurationMs(tileIndex)}ms`,
    '--stat-suffix': JSON.stringify(stat.suffix ?? ''),
  } as CSSProperties;
}
