import { describe, expect, it } from 'vitest';
import { pathTo, sectionNotFoundPath, siteRoutes } from '../../shared/src/contracts/routes.ts';
import {
  HELD_PART_CODE_ELEMENT_ID as EARLY_SCRIPT_READS,
  PART_ATTRIBUTE as PARTS_ARE_NAMED_BY,
} from '../../shared/src/early-input/parts.ts';
import {
  HELD_PART_CODE_ELEMENT_ID,
  PART_ATTRIBUTE,
  headTagsHtml,
  heldPartCodeOf,
  pageFileFor,
  pageHtml,
  renderAddressFor,
  splitHoistedHead,
  withSocialCard,
} from './page-html.mjs';

const template = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <title>Default title</title>
    <meta
      name="description"
      content="Default description"
    />
    <script type="module" crossorigin src="/assets/index-abcdefgh.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-abcdefgh.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const head = {
  title: 'Pricing & plans | $& "Brand"',
  meta: [
    { name: 'description', content: 'From ₹9,999 <now>' },
    { property: 'og:title', content: 'Pricing' },
  ],
  links: [{ rel: 'canonical', href: 'https://www.example.in/pricing' }],
  jsonLd: [],
};

describe('pageFileFor', () => {
  it('maps paths to the files a static host serves by clean URL', () => {
    expect(pageFileFor(pathTo('home'))).toBe('index.html');
    expect(pageFileFor(pathTo('pricing'))).toBe('pricing.html');
    expect(pageFileFor(pathTo('serviceDetail', { id: 'web-development' }))).toBe(
      'services/web-development.html',
    );
    expect(pageFileFor('*')).toBe('404.html');
  });

  it("puts a section's not-found page in the section's folder, where the host looks first", () => {
    const servicesNotFound = sectionNotFoundPath(siteRoutes.serviceDetail.path);
    expect(pageFileFor(servicesNotFound)).toBe('services/404.html');
    expect(renderAddressFor(servicesNotFound)).toBe(pathTo('serviceDetail', { id: '404' }));
    expect(renderAddressFor('*')).toBe('/404');
    expect(renderAddressFor(pathTo('pricing'))).toBe(pathTo('pricing'));
  });
});

describe('splitHoistedHead', () => {
  it('separates the tags React hoists from the markup after them', () => {
    const { hoisted, body } = splitHoistedHead(
      '<title>T</title><meta name="a" content="b"/><link rel="canonical" href="/x"/><main><h1>T</h1></main>',
    );
    expect(hoisted).toBe(
      '<title>T</title><meta name="a" content="b"/><link rel="canonical" href="/x"/>',
    );
    expect(body).toBe('<main><h1>T</h1></main>');
  });
});

describe('headTagsHtml', () => {
  it('escapes every value', () => {
    expect(headTagsHtml(head)).toBe(
      '<title>Pricing &amp; plans | $&amp; &quot;Brand&quot;</title>' +
        '<meta name="description" content="From ₹9,999 &lt;now&gt;">' +
        '<meta property="og:title" content="Pricing">' +
        '<link rel="canonical" href="https://www.example.in/pricing">',
    );
  });
});

describe('withSocialCard', () => {
  it('links the card with its size, type and text alternative, for Open Graph and X', () => {
    const card = { type: 'image/png', width: 1200, height: 630, alt: 'Pricing & "plans"' };
    const url = 'https://tech.example.in/social-cards/pricing-1a2b3c4d.png';
    const tags = headTagsHtml(withSocialCard(head, card, url));
    expect(tags).toContain(
      '<meta property="og:title" content="Pricing">' +
        `<meta property="og:image" content="${url}">` +
        '<meta property="og:image:type" content="image/png">' +
        '<meta property="og:image:width" content="1200">' +
        '<meta property="og:image:height" content="630">' +
        '<meta property="og:image:alt" content="Pricing &amp; &quot;plans&quot;">' +
        `<meta name="twitter:image" content="${url}">` +
        '<meta name="twitter:image:alt" content="Pricing &amp; &quot;plans&quot;">',
    );
    expect(head.meta).toHaveLength(2);
  });
});

describe('pageHtml', () => {
  const page = pageHtml({
    template,
    path: pathTo('pricing'),
    head,
    preconnect: ['https://tech.example.in'],
    // Two fragments of the same app on one page each bring its stylesheet.
    stylesheets: [
      'https://tech.example.in/style-12345678.css',
      '/assets/style-abcdefgh.css',
      'https://tech.example.in/style-12345678.css',
    ],
    modulePreloads: [
      '/assets/index-abcdefgh.js',
      'https://tech.example.in/remoteEntry.js',
      'https://tech.example.in/remoteEntry.js',
    ],
    body: '<main><h1>Pricing Plans</h1></main>',
  });

  it("replaces the template's default title and description with the page's head", () => {
    expect(page).not.toContain('Default title');
    expect(page).not.toContain('Default description');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Pricing &amp; plans | $&amp; &quot;Brand&quot;</title>');
  });

  it('adds each stylesheet and preload once, and none the template already loads', () => {
    expect(page.match(/remoteEntry\.js/g)).toHaveLength(1);
    expect(page.match(/style-abcdefgh\.css/g)).toHaveLength(1);
    expect(page.match(/style-12345678\.css/g)).toHaveLength(1);
    expect(page.match(/index-abcdefgh\.js/g)).toHaveLength(1);
    expect(page).toContain(
      '<link rel="stylesheet" href="https://tech.example.in/style-12345678.css">',
    );
    expect(page).toContain('<link rel="preconnect" href="https://tech.example.in" crossorigin>');
  });

  it('puts the markup in the root, marked with the URL it was rendered for', () => {
    expect(page).toContain(
      `<div id="root" data-rendered-url="${pathTo('pricing')}"><main><h1>Pricing Plans</h1></main></div>`,
    );
  });

  it('marks the not-found page as rendered for any address no route matches', () => {
    const notFound = pageHtml({
      ...{ template, head, preconnect: [], stylesheets: [], modulePreloads: [] },
      path: '*',
      body: '<main></main>',
    });
    expect(notFound).toContain('<div id="root" data-rendered-url="*"><main></main></div>');
  });
});

describe('the runtime config in the page', () => {
  it('is carried as JSON data that cannot close its element', () => {
    const page = pageHtml({
      template,
      path: pathTo('home'),
      head,
      preconnect: [],
      stylesheets: [],
      modulePreloads: [],
      body: '',
      runtimeConfig: { apiBaseUrl: 'https://api.example.in/</script><script>alert(1)' },
    });
    const json = /<script type="application\/json" id="site-config">(.*?)<\/script>/.exec(page)[1];
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({
      apiBaseUrl: 'https://api.example.in/</script><script>alert(1)',
    });
  });
});

describe("the code of the page's held parts", () => {
  const markup =
    '<main><div data-part="careers:form" data-held=""><form></form></div>' +
    '<footer><div data-part="footer:newsletter" data-held=""></div></footer></main>';
  const tech = {
    heldParts: {
      'careers:form': ['form-1a2b3c4d.js', 'tag-list-5e6f7a8b.js'],
      'pricing:faq': ['pricing-questions-9a8b7c6d.js'],
    },
    url: (file) => `https://tech.example.in/${file}`,
  };
  const shell = {
    heldParts: { 'footer:newsletter': ['assets/footer-newsletter-1a2b3c4d.js'] },
    url: (file) => `/${file}`,
  };

  it('lists the held parts in the markup, from every app, without the files the page preloads', () => {
    const preloaded = ['https://tech.example.in/tag-list-5e6f7a8b.js'];
    expect(heldPartCodeOf(markup, [shell, tech], preloaded)).toEqual({
      'careers:form': ['https://tech.example.in/form-1a2b3c4d.js'],
      'footer:newsletter': ['/assets/footer-newsletter-1a2b3c4d.js'],
    });
  });

  it('lists nothing for a build made before held parts were recorded, or a part with no file left', () => {
    const everyFormFile = tech.heldParts['careers:form'].map(tech.url);
    expect(heldPartCodeOf(markup, [{ url: shell.url }, tech], everyFormFile)).toEqual({});
  });

  it('is written where the early script reads it, for parts named as the early script names them', () => {
    expect(HELD_PART_CODE_ELEMENT_ID).toBe(EARLY_SCRIPT_READS);
    expect(PART_ATTRIBUTE).toBe(PARTS_ARE_NAMED_BY);
  });

  it('is carried as JSON data, and left out when there is none', () => {
    const page = (heldPartCode) =>
      pageHtml({
        ...{ template, head, preconnect: [], stylesheets: [], modulePreloads: [] },
        path: pathTo('careers'),
        body: markup,
        heldPartCode,
      });
    const code = { 'careers:form': ['https://tech.example.in/form-1a2b3c4d.js?</script>'] };
    const json = new RegExp(
      `<script type="application/json" id="${HELD_PART_CODE_ELEMENT_ID}">(.*?)</script>`,
    ).exec(page(code))[1];
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(code);
    expect(page({})).not.toContain(HELD_PART_CODE_ELEMENT_ID);
  });
});
