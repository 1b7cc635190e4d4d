import { describe, expect, it } from 'vitest';
import { pathTo } from '../contracts/routes';
import { headTags, type PageHead } from './page-head';

const pricing = { title: 'Pricing', description: 'Plans and prices.', path: pathTo('pricing') };

describe('headTags', () => {
  it("names the page's address as its canonical URL and its preview's URL", () => {
    const tags = headTags(pricing);
    expect(tags.links).toEqual([{ rel: 'canonical', href: 'https://www.brajcode.in/pricing' }]);
    expect(tags.meta).toContainEqual({
      property: 'og:url',
      content: 'https://www.brajcode.in/pricing',
    });
  });

  it('names no address for a page that has none (a section not-found page)', () => {
    const notFound: PageHead = {
      title: 'Not Found',
      description: 'Nothing here.',
      robots: 'noindex',
    };
    const tags = headTags(notFound);
    expect(tags.links).toEqual([]);
    expect(tags.meta.find((tag) => tag.property === 'og:url')).toBeUndefined();
    expect(tags.meta).toContainEqual({ name: 'robots', content: 'noindex' });
  });
});
