import { describe, expect, it } from 'vitest';
import { toEmbedUrl } from '../../lib/video-embed';
import { findTopic, tutorialLanguages } from './tutorial-languages';
import { tutorialOutline } from './tutorial-outline';

describe('tutorial data', () => {
  it('has the six languages of the spec with their topic counts', () => {
    expect(tutorialLanguages.map(({ label, topics }) => [label, topics.length])).toEqual([
      ['Java', 8],
      ['Python', 5],
      ['C', 7],
      ['C++', 4],
      ['HTML', 3],
      ['CSS', 3],
    ]);
  });

  const topics = tutorialLanguages.flatMap((language) => language.topics);

  it('gives every topic a unique id, a lesson and practice questions', () => {
    expect(new Set(topics.map((topic) => topic.id)).size).toBe(30);
    for (const topic of topics) {
      expect(topic.content?.length, topic.id).toBeGreaterThan(0);
      expect(topic.practice?.length, topic.id).toBeGreaterThanOrEqual(3);
    }
  });

  it('links only videos that convert to an embed and only blog posts the blog has', () => {
    const publishedSlugs = [
      'java-installation-guide',
      'java-oop-concepts',
      'python-functions-explained',
      'c-arrays-in-practice',
      'html-forms-guide',
      'css-flexbox-layout',
    ];
    for (const topic of topics) {
      if (topic.videoUrl) expect(toEmbedUrl(topic.videoUrl), topic.id).toBeDefined();
      if (topic.blogSlug) expect(publishedSlugs, topic.id).toContain(topic.blogSlug);
    }
  });

  it('has a language with both a video and a blog post', () => {
    const withBoth = tutorialLanguages.filter(
      ({ topics: list }) => list.some((t) => t.videoUrl) && list.some((t) => t.blogSlug),
    );
    expect(withBoth.map((language) => language.id)).toContain('java');
  });

  it('finds a topic by its id: its language, its place there and the count', () => {
    expect(findTopic('python-functions')).toEqual({
      languageId: 'python',
      topicIndex: 4,
      topicCount: 5,
    });
    expect(findTopic('tutorials')).toBeUndefined();
  });

  it('has a table of contents (what search ships) equal to the lessons, in order', () => {
    expect(tutorialOutline).toEqual(
      tutorialLanguages.map(({ id, label, topics: list }) => ({
        id,
        label,
        topics: list.map((topic) => ({ id: topic.id, title: topic.title })),
      })),
    );
  });
});
