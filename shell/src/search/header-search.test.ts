import { describe, expect, it } from 'vitest';
import { pathTo } from '@site/shared';
import { allNavLinks } from '../data/navigation';
import { resolveHeaderSearch } from './header-search';

describe('resolveHeaderSearch', () => {
  it('does nothing for empty or blank text', () => {
    expect(resolveHeaderSearch('', allNavLinks)).toBeNull();
    expect(resolveHeaderSearch('   ', allNavLinks)).toBeNull();
  });

  it('goes to a nav link whose label equals the text, ignoring case and spaces around it', () => {
    expect(resolveHeaderSearch('  pricing ', allNavLinks)).toBe(pathTo('pricing'));
    expect(resolveHeaderSearch('COHORT', allNavLinks)).toBe(pathTo('cohort'));
    expect(resolveHeaderSearch('get a quote', allNavLinks)).toBe(pathTo('contact'));
    expect(resolveHeaderSearch('Enroll now', allNavLinks)).toBe(pathTo('enroll'));
  });

  it('sends anything else to /search with the trimmed text URL-encoded', () => {
    expect(resolveHeaderSearch('  web & app dev ', allNavLinks)).toBe(
      `${pathTo('search')}?q=web%20%26%20app%20dev`,
    );
    expect(resolveHeaderSearch('price', allNavLinks)).toBe(`${pathTo('search')}?q=price`);
  });
});
