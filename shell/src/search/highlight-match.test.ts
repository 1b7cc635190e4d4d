import { describe, expect, it } from 'vitest';
import { filterByLabel } from './filter-by-label';
import { splitByMatch } from './highlight-match';

describe('splitByMatch', () => {
  it('marks a case-insensitive match and keeps the label as written', () => {
    expect(splitByMatch('Web Development', 'dev')).toEqual([
      { text: 'Web ', match: false },
      { text: 'Dev', match: true },
      { text: 'elopment', match: false },
    ]);
  });

  it('marks every occurrence, including at the start and the end', () => {
    expect(splitByMatch('Policy for policy', 'POLICY')).toEqual([
      { text: 'Policy', match: true },
      { text: ' for ', match: false },
      { text: 'policy', match: true },
    ]);
  });

  it('leaves the label whole when the query is empty or absent from it', () => {
    expect(splitByMatch('Contact', '  ')).toEqual([{ text: 'Contact', match: false }]);
    expect(splitByMatch('Contact', 'zebra')).toEqual([{ text: 'Contact', match: false }]);
  });

  it('agrees with the filter: a kept label always has a marked part', () => {
    const pages = [{ label: 'Apply for Internship' }, { label: 'Internships' }, { label: 'Home' }];
    const kept = filterByLabel(pages, ' INTERN ');
    expect(kept.map((page) => page.label)).toEqual(['Apply for Internship', 'Internships']);
    for (const page of kept) {
      expect(splitByMatch(page.label, ' INTERN ').some((segment) => segment.match)).toBe(true);
    }
  });
});
