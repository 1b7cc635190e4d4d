import type { HeroStat } from '../data/hero-stats';

/** Spec: a stat tile counts up over 2 s plus 2 s per tile index (tile i takes 2 + 2i seconds). */
export const COUNT_UP_BASE_MS = 2000;
export const COUNT_UP_MS_PER_INDEX = 2000;

export function countUpDurationMs(tileIndex: number): number {
  return COUNT_UP_BASE_MS + COUNT_UP_MS_PER_INDEX * tileIndex;
}

/** The value shown `elapsedMs` into a count-up to `target`: eases out, ends exactly on target. */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  const progress = Math.max(elapsedMs, 0) / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  return target * eased;
}

/** A stat as text ("4.9/5", "24/7", "98%"), for any value on the way to its target. */
export function formatStat(stat: HeroStat, value = stat.value): string {
  const decimals = stat.decimals ?? 0;
  const scale = 10 ** decimals;
  // Round down on the way up so the tile never shows more than the target before it lands.
  const shown = value >= stat.value ? stat.value : Math.floor(value * scale) / scale;
  return `${shown.toFixed(decimals)}${stat.suffix ?? ''}`;
}
