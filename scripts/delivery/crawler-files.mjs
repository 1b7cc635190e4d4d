// What the site tells search engines beside its pages: sitemap.xml lists the canonical address of
// every page that may be indexed, and robots.txt points to it. Both are written on every compose,
// so a team's release that adds or removes a page updates them with no shell build.

/** @typedef {{ meta: { name?: string; property?: string; content: string }[]; links: { rel: string; href: string }[] }} PageHeadTags */

const escapeXml = (text) =>
  text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** Whether a page's head asks search engines not to index it (search results, not found). */
function isNoindex(head) {
  return head.meta.some((tag) => tag.name === 'robots' && /\bnoindex\b/.test(tag.content));
}

/**
 * @param {PageHeadTags[]} heads every composed page's head
 * @returns {{ 'sitemap.xml': string, 'robots.txt': string }}
 */
export function crawlerFiles(heads) {
  const addresses = [
    ...new Set(
      heads
        .filter((head) => !isNoindex(head))
        .map((head) => head.links.find((link) => link.rel === 'canonical')?.href)
        .filter((href) => href !== undefined),
    ),
  ];
  if (addresses.length === 0) throw new Error('no page can be indexed: no sitemap to write');
  const siteOrigin = new URL(addresses[0]).origin;
  const entries = addresses.map((href) => `  <url><loc>${escapeXml(href)}</loc></url>`);
  return {
    'sitemap.xml': [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries,
      '</urlset>',
      '',
    ].join('\n'),
    'robots.txt': ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteOrigin}/sitemap.xml`, ''].join(
      '\n',
    ),
  };
}
