import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../test-support/test-app';
import { isBlogSlug, listBlogPosts, parseBlogPostFile, readBlogPost } from './blog-post-store';

describe('blog post files', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;

  beforeAll(async () => {
    temp = await makeTempDir('blog');
    await writeFile(
      path.join(temp.dir, 'first-post.html'),
      '---\ntitle: First: a post\ndate: 2025-01-02\n---\n<p>One</p>\n',
    );
    await writeFile(path.join(temp.dir, 'no-front-matter.html'), '<p>Two</p>');
    await writeFile(path.join(temp.dir, 'Not A Slug.html'), '<p>ignored</p>');
    await writeFile(path.join(temp.dir, 'notes.txt'), 'ignored');
  });

  afterAll(async () => {
    await temp?.remove();
  });

  it('splits the front matter from the HTML', () => {
    expect(parseBlogPostFile('x', '---\r\ntitle: T: colon\r\n---\r\n<h2>H</h2>')).toEqual({
      slug: 'x',
      title: 'T: colon',
      date: '',
      html: '<h2>H</h2>',
    });
  });

  it('reads a post by slug, falling back to the slug as its title', async () => {
    expect(await readBlogPost(temp.dir, 'first-post')).toMatchObject({
      title: 'First: a post',
      date: '2025-01-02',
      html: '<p>One</p>',
    });
    expect(await readBlogPost(temp.dir, 'no-front-matter')).toMatchObject({
      title: 'no-front-matter',
      html: '<p>Two</p>',
    });
    expect(await readBlogPost(temp.dir, 'missing')).toBeNull();
  });

  it('only accepts WordPress-style slugs', () => {
    for (const slug of ['a', 'java-oop-concepts', 'c-2d-arrays'])
      expect(isBlogSlug(slug)).toBe(true);
    for (const slug of ['', '../x', 'A', 'a--b', '-a', 'a/b', 'a.html']) {
      expect(isBlogSlug(slug), slug).toBe(false);
    }
  });

  it('lists posts newest first, skipping files that are not posts', async () => {
    const posts = await listBlogPosts(temp.dir);
    expect(posts.map((post) => post.slug)).toEqual(['first-post', 'no-front-matter']);
    expect(await listBlogPosts(path.join(temp.dir, 'missing'))).toEqual([]);
  });
});
