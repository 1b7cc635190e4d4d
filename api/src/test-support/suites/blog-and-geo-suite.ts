import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN, buildTestApp } from '../test-app';
import type { ApiTestContext } from './api-test-context';

/** The posts the coding tutorials link to. */
export const tutorialBlogSlugs = [
  'java-installation-guide',
  'java-oop-concepts',
  'python-functions-explained',
  'c-arrays-in-practice',
  'html-forms-guide',
  'css-flexbox-layout',
] as const;

interface WordPressPost {
  slug: string;
  title: { rendered: string };
  content: { rendered: string };
}

export function describeBlogAndGeo(context: ApiTestContext): void {
  const getPosts = async (query: string) => {
    const response = await context.app.inject({ method: 'GET', url: `/wp/v2/posts${query}` });
    expect(response.statusCode).toBe(200);
    return response.json() as WordPressPost[];
  };

  describe('GET /wp/v2/posts', () => {
    it.each(tutorialBlogSlugs)('serves the teaching article %s', async (slug) => {
      const posts = await getPosts(`?slug=${slug}`);
      expect(posts).toHaveLength(1);
      const [post] = posts;
      expect(post!.slug).toBe(slug);
      expect(post!.title.rendered.length).toBeGreaterThan(5);
      const html = post!.content.rendered;
      expect(html).toContain('<h2>');
      expect(html.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
      expect(html).toMatch(/<pre><code[^>]*>/);
      expect(html).not.toMatch(/<script/i);
    });

    it('answers [] for an unknown slug, and for slugs that try to leave the folder', async () => {
      for (const slug of ['no-such-post', '../package', '..%2F..%2Fpackage', 'JAVA', '']) {
        expect(await getPosts(`?slug=${slug}`), slug).toEqual([]);
      }
    });

    it('serves the hostile post unsanitised, for the site to sanitise', async () => {
      const [post] = await getPosts('?slug=sanitizer-check');
      const html = post!.content.rendered;
      expect(html).toContain('<script>alert(1)</script>');
      expect(html).toContain('<img src=x onerror="alert(1)">');
      expect(html).toContain('<a href="javascript:alert(1)">link</a>');
      expect(html).toContain('<p>');
    });

    it('accepts several slugs, comma separated, and lists every post without one', async () => {
      const two = await getPosts('?slug=java-oop-concepts,css-flexbox-layout');
      expect(two.map((post) => post.slug).sort()).toEqual([
        'css-flexbox-layout',
        'java-oop-concepts',
      ]);
      const all = await getPosts('');
      expect(all.map((post) => post.slug)).toEqual(
        expect.arrayContaining([...tutorialBlogSlugs, 'sanitizer-check']),
      );
    });
  });

  describe('GET /wp/v2/posts limits', () => {
    it('counts a repeated slug once, so a long URL cannot multiply the answer', async () => {
      const slugs = Array.from({ length: 2_000 }, () => 'java-oop-concepts').join(',');
      const response = await context.app.inject({
        method: 'GET',
        url: `/wp/v2/posts?slug=${slugs}`,
      });
      expect(response.statusCode).toBe(200);
      expect((response.json() as WordPressPost[]).map((post) => post.slug)).toEqual([
        'java-oop-concepts',
      ]);
      expect(response.headers['x-wp-total']).toBe('1');
    });

    it('refuses more than 10 distinct slugs, or a slug over 200 characters, on the slug field', async () => {
      const many = Array.from({ length: 11 }, (_, index) => `post-${index}`).join(',');
      const tooMany = await context.app.inject({ method: 'GET', url: `/wp/v2/posts?slug=${many}` });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toEqual({ slug: ['Ensure this field has no more than 10 elements.'] });
      const long = await context.app.inject({
        method: 'GET',
        url: `/wp/v2/posts?slug=${'a'.repeat(201)}`,
      });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toEqual({ slug: ['Ensure each slug has no more than 200 characters.'] });
    });

    it('holds at most 10 posts in one answer', async () => {
      const ten = Array.from({ length: 10 }, (_, index) => tutorialBlogSlugs[index % 6]).join(',');
      const response = await context.app.inject({ method: 'GET', url: `/wp/v2/posts?slug=${ten}` });
      expect((response.json() as WordPressPost[]).length).toBeLessThanOrEqual(10);
      const all = await context.app.inject({ method: 'GET', url: '/wp/v2/posts' });
      expect((all.json() as WordPressPost[]).length).toBeLessThanOrEqual(10);
    });
  });

  describe('GET /api/geo/', () => {
    const geo = async (headers: Record<string, string>) => {
      const response = await context.app.inject({ method: 'GET', url: '/api/geo/', headers });
      expect(response.statusCode).toBe(200);
      return response.json();
    };

    it('answers the country code from the trusted header', async () => {
      expect(await geo({ 'x-country-code': 'IN' })).toEqual({ country_code: 'IN' });
      expect(await geo({ 'x-country-code': ' gb ' })).toEqual({ country_code: 'GB' });
    });

    it('answers null when the header is absent or not a country code', async () => {
      expect(await geo({})).toEqual({ country_code: null });
      for (const value of ['XX', 'T1', 'India', '<script>', '']) {
        expect(await geo({ 'x-country-code': value }), value).toEqual({ country_code: null });
      }
    });

    it('varies by the country header on top of the Origin that CORS varies by', async () => {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/geo/',
        headers: { origin: SITE_ORIGIN, 'x-country-code': 'IN' },
      });
      expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
      const vary = String(response.headers.vary)
        .split(',')
        .map((name) => name.trim().toLowerCase());
      expect(vary).toEqual(expect.arrayContaining(['origin', 'x-country-code']));
    });

    it('reads a configured header name instead', async () => {
      const app = await buildTestApp(context.database, context.uploadDir, {
        geoHeader: 'CF-IPCountry',
      });
      try {
        const response = await app.inject({
          method: 'GET',
          url: '/api/geo/',
          headers: { 'cf-ipcountry': 'AU', 'x-country-code': 'IN' },
        });
        expect(response.json()).toEqual({ country_code: 'AU' });
      } finally {
        await app.close();
      }
    });
  });
}
