import { describe, expect, it } from 'vitest';
import { countUpDurationMs, countUpValue, formatStat } from './count-up';
import { heroStatsByMode } from '../data/hero-stats';

describe('count-up timing', () => {
  it('takes 2 s for the first tile and 2 s more for each following tile', () => {
    expect([0, 1, 2, 3].map(countUpDurationMs)).toEqual([2000, 4000, 6000, 8000]);
  });

  it('starts at zero, rises steadily and lands exactly on the target at the end', () => {
    const duration = countUpDurationMs(1);
    expect(countUpValue(100, 0, duration)).toBe(0);
    const samples = [500, 1000, 2000, 3000, 3999].map((ms) => countUpValue(100, ms, duration));
    for (let i = 1; i < samples.length; i += 1) {
      expect(samples[i]).toBeGreaterThan(samples[i - 1]!);
    }
    expect(samples.every((value) => value < 100)).toBe(true);
    expect(countUpValue(100, 4000, duration)).toBe(100);
    expect(countUpValue(100, 9000, duration)).toBe(100);
  });

  it('is still counting on a later tile when an earlier one has finished', () => {
    expect(countUpValue(10, 2000, countUpDurationMs(0))).toBe(10);
    expect(countUpValue(24, 2000, countUpDurationMs(3))).toBeLessThan(24);
  });

  it('never overshoots: it rounds down on the way and keeps decimals and suffixes', () => {
    const rating = { label: 'Client Rating', value: 4.9, decimals: 1, suffix: '/5' };
    expect(formatStat(rating, 4.89)).toBe('4.8/5');
    expect(formatStat(rating)).toBe('4.9/5');
    expect(formatStat({ label: 'Students Trained', value: 100, suffix: '+' }, 99.7)).toBe('99+');
  });

  it('shows the spec figures at rest', () => {
    expect(heroStatsByMode.tech.map((stat) => formatStat(stat))).toEqual([
      '10+',
      '8+',
      '4.9/5',
      '24/7',
    ]);
    expect(heroStatsByMode.education.map((stat) => formatStat(stat))).toEqual([
      '100+',
      '20+',
      '98%',
      '3+',
    ]);
  });
});
