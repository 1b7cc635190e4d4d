import { describe, expect, it } from 'vitest';
import { countUpDurationMs, countUpStyle, formatStat } from './count-up';
import { heroStatsByMode } from '../data/hero-stats';

describe('stat count-up', () => {
  it('takes 2 s for the first tile and 2 s more for each following tile', () => {
    expect([0, 1, 2, 3].map(countUpDurationMs)).toEqual([2000, 4000, 6000, 8000]);
  });

  it('gives the animation the figure in its smallest unit, the unit, the duration and the suffix', () => {
    const rating = { label: 'Client Rating', value: 4.9, decimals: 1, suffix: '/5' };
    expect(countUpStyle(rating, 2)).toEqual({
      '--stat-target': 49,
      '--stat-scale': 10,
      '--stat-duration': '6000ms',
      '--stat-suffix': '"/5"',
    });
    expect(countUpStyle({ label: 'Students Trained', value: 100, suffix: '+' }, 0)).toEqual({
      '--stat-target': 100,
      '--stat-scale': 1,
      '--stat-duration': '2000ms',
      '--stat-suffix': '"+"',
    });
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
