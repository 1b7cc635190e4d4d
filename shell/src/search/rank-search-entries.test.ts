import { describe, expect, it } from 'vitest';
import { pathTo, type SearchEntry } from '@site/shared';
import { excerptAround, matchSearchEntry, rankSearchEntries } from './rank-search-entries';

function entry(
  group: SearchEntry['group'],
  title: string,
  keywords: string[] = [],
  detail?: string,
) {
  return {
    group,
    title,
    keywords,
    detail,
    to: `/${group}#${title.toLowerCase().replace(/\W+/g, '-')}`,
  };
}

const courses = [
  entry('courses', 'Full-Stack Web Development Bootcamp', ['HTML & CSS', 'React', 'Node.js']),
  entry('courses', 'Advanced React & State Management', ['Redux Toolkit', 'Zustand']),
  entry('courses', 'Mobile App Development with React Native', ['Expo']),
  entry('courses', 'Backend Web Development with Python (Flask & Django)', ['Python', 'Flask']),
  entry('courses', '.NET 8 & ASP.NET Core (MVC) Bootcamp', ['C#']),
];
const codeClasses = [entry('code-classes', 'Python Programming', ['Syntax', 'Functions'])];
const tutorials = [
  entry('tutorials', 'Introduction to Python', ['Python'], 'Python tutorial · Topic 1 of 5'),
  entry('tutorials', 'Python Syntax', ['Python'], 'Python tutorial · Topic 2 of 5'),
  entry('tutorials', 'Variables', ['Python'], 'Python tutorial · Topic 3 of 5'),
];
const faqs = [
  entry('faqs', 'Which course should I take after the bootcamp?', [
    'Web Development',
    'Advanced React & State Management (8 weeks) deepens your front-end skills, while Backend Web Development with Python (Flask & Django, 6 weeks) strengthens the server side.',
  ]),
];
// Shuffled on purpose: the groups come in their fixed order whatever order entries arrive in.
const all = [...faqs, ...tutorials, ...codeClasses, ...courses];

function titlesByGroup(query: string, shown?: ReadonlySet<string>) {
  return rankSearchEntries(all, query, shown).map((group) => [
    group.id,
    group.hits.map((hit) => hit.entry.title),
  ]);
}

describe('rankSearchEntries', () => {
  it('finds titles and keywords case-insensitively on the trimmed query, groups in order', () => {
    expect(titlesByGroup('  PYTHON ')).toEqual([
      ['courses', ['Backend Web Development with Python (Flask & Django)']],
      ['code-classes', ['Python Programming']],
      ['tutorials', ['Python Syntax', 'Introduction to Python', 'Variables']],
      ['faqs', ['Which course should I take after the bootcamp?']],
    ]);
  });

  it('ranks a title that starts with the query, then a word, then inside a word, then keywords', () => {
    const ranked = rankSearchEntries(
      [
        entry('courses', 'Learn with flashcards', ['react']),
        entry('courses', 'Preact and friends'),
        entry('courses', 'Advanced React'),
        entry('courses', 'React Native'),
      ],
      'react',
    );
    expect(ranked[0]?.hits.map((hit) => [hit.entry.title, hit.match])).toEqual([
      ['React Native', 'title-start'],
      ['Advanced React', 'title-word'],
      ['Preact and friends', 'title'],
      ['Learn with flashcards', 'keyword'],
    ]);
  });

  it('keeps the order the app gave within one rank', () => {
    expect(titlesByGroup('bootcamp')).toEqual([
      ['courses', ['Full-Stack Web Development Bootcamp', '.NET 8 & ASP.NET Core (MVC) Bootcamp']],
      ['faqs', ['Which course should I take after the bootcamp?']],
    ]);
  });

  it('gives nothing for an empty query or no match, and leaves out groups without a match', () => {
    expect(rankSearchEntries(all, '   ')).toEqual([]);
    expect(rankSearchEntries(all, 'zebra')).toEqual([]);
    expect(titlesByGroup('expo')).toEqual([
      ['courses', ['Mobile App Development with React Native']],
    ]);
  });

  it('leaves out what the spec groups already list, and a link repeated in one group', () => {
    const service = {
      group: 'related-services',
      title: 'Web Development',
      keywords: ['React'],
      to: pathTo('serviceDetail', { id: 'web-development' }),
    };
    expect(rankSearchEntries([service, service], 'web')[0]?.hits).toHaveLength(1);
    expect(rankSearchEntries([service], 'web', new Set([service.to]))).toEqual([]);
  });

  it('skips entries of an unknown group or of another shape, as a newer remote may send', () => {
    const entries = [
      { group: 'webinars', title: 'Python live', keywords: [], to: pathTo('coding') },
      { group: 'courses', title: 'Python', to: pathTo('education') },
      null,
      'Python',
      entry('code-classes', 'Python Programming'),
    ];
    expect(rankSearchEntries(entries, 'python').map((group) => group.id)).toEqual(['code-classes']);
  });
});

describe('matchSearchEntry', () => {
  it('shows the keyword that matched when neither the title nor the detail line shows it', () => {
    expect(matchSearchEntry(courses[0]!, 'react')).toMatchObject({
      match: 'keyword',
      matchedText: 'React',
    });
    expect(matchSearchEntry(tutorials[2]!, 'python')).toEqual({
      entry: tutorials[2],
      match: 'keyword',
    });
  });

  it('shows the words around the match of a long keyword', () => {
    expect(matchSearchEntry(faqs[0]!, 'flask')?.matchedText).toBe(
      '…Web Development with Python (Flask & Django, 6 weeks) strengthens the server side.',
    );
  });
});

describe('excerptAround', () => {
  it('keeps a short text whole and cuts a long one at spaces around the match', () => {
    expect(excerptAround('React Native', 'native')).toBe('React Native');
    const text = `${'word '.repeat(20)}needle${' more'.repeat(20)}`;
    const excerpt = excerptAround(text, 'needle');
    expect(excerpt.startsWith('…word')).toBe(true);
    expect(excerpt.endsWith('more…')).toBe(true);
    expect(excerpt).toContain('needle');
    expect(excerpt.length).toBeLessThan(100);
  });
});
