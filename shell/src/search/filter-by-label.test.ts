import { describe, expect, it } from 'vitest';
import { pathTo } from '@site/shared';
import { filterByLabel } from './filter-by-label';

const pages = [
  { label: 'Home', to: pathTo('home') },
  { label: 'Privacy Policy', to: pathTo('privacyPolicy') },
  { label: 'Refund Policy', to: pathTo('refundPolicy') },
];

describe('filterByLabel', () => {
  it('matches a case-insensitive substring of the label', () => {
    expect(filterByLabel(pages, 'POLICY').map((page) => page.to)).toEqual([
      pathTo('privacyPolicy'),
      pathTo('refundPolicy'),
    ]);
  });

  it('returns every item for an empty query and none when nothing matches', () => {
    expect(filterByLabel(pages, '  ')).toHaveLength(3);
    expect(filterByLabel(pages, 'zebra')).toEqual([]);
  });
});
