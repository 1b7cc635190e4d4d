import { describe, expect, it } from 'vitest';
import { pathTo } from '@site/shared';
import { codeClasses, paidCourses } from './data/courses';
import { hackathons } from './data/hackathons';
import { internships } from './data/internships';
import { findTopic } from './data/tutorials/tutorial-languages';
import searchEntries from './search-entries';

const { entries } = searchEntries;

function addressesOf(group: string) {
  return entries.filter((entry) => entry.group === group).map((entry) => entry.to);
}

describe('education-app search entries', () => {
  it('name every course, code class, topic, internship and hackathon once', () => {
    expect(addressesOf('courses')).toHaveLength(paidCourses.length);
    expect(addressesOf('code-classes')).toHaveLength(codeClasses.length);
    expect(addressesOf('tutorials')).toHaveLength(30);
    expect(addressesOf('internships-hackathons')).toHaveLength(
      internships.length + hackathons.length,
    );
    expect(new Set(entries.map((entry) => entry.to)).size).toBe(entries.length);
  });

  it('lead to the page that shows each item, the hash naming it', () => {
    expect(addressesOf('code-classes')).toContain(`${pathTo('education')}#python-basics`);
    expect(addressesOf('internships-hackathons')).toEqual([
      ...internships.map((internship) => `${pathTo('cohort')}#${internship.id}`),
      ...hackathons.map((hackathon) => `${pathTo('coding')}#${hackathon.id}`),
    ]);
    for (const address of addressesOf('tutorials')) {
      const [path, topicId = ''] = address.split('#');
      expect(path).toBe(pathTo('coding'));
      expect(findTopic(topicId), address).toBeDefined();
    }
  });

  it('stay small: titles and short keywords, no lesson text', () => {
    expect(JSON.stringify(searchEntries).length).toBeLessThan(12_000);
    for (const entry of entries) {
      for (const keyword of entry.keywords) expect(keyword.length, entry.title).toBeLessThan(120);
    }
  });
});
