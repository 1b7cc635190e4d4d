import { describe, expect, it } from 'vitest';
import { crawlerFiles } from './crawler-files.mjs';

const page = (href, robots) => ({
  meta: robots ? [{ name: 'robots', content: robots }] : [],
  links: [{ rel: 'canonical', href }],
});

describe('crawlerFiles', () => {
  it('lists every indexable page once, and robots.txt points to the sitemap', () => {
    const files = crawlerFiles([
      page('https://www.example.in/'),
      page('https://www.example.in/pricing', 'index, follow'),
      page('https://www.example.in/search', 'noindex, follow'),
      page('https://www.example.in/not-found', 'noindex'),
      page('https://www.example.in/pricing'),
      page('https://www.example.in/services?plan=a&b'),
    ]);
    expect(files['sitemap.xml']).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://www.example.in/</loc></url>',
        '  <url><loc>https://www.example.in/pricing</loc></url>',
        '  <url><loc>https://www.example.in/services?plan=a&#38;b</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
    expect(files['robots.txt']).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.example.in/sitemap.xml\n',
    );
  });

  it('refuses a site with no page to index', () => {
    expect(() => crawlerFiles([page('https://www.example.in/search', 'noindex')])).toThrow(
      'no page can be indexed',
    );
  });
});
