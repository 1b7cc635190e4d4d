import { describe, expect, it } from 'vitest';
import { filterByLabel } from './filter-by-label';

const pages = [
  { label: 'Home', to: '/' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Refund Policy', to: '/refund-policy' },
];

describe('filterByLabel', () => {
  it('matches a case-insensitive substring of the label', () => {
    expect(filterByLabel(pages, 'POLICY').map((page) => page.to)).toEqual([
      '/privacy-policy',
      '/refund-policy',
    ]);
  });

  it('returns every item for an empty query and none when nothing matches', () => {
    expect(filterByLabel(pages, '  ')).toHaveLength(3);
    expect(filterByLabel(pages, 'zebra')).toEqual([]);
  });
});
