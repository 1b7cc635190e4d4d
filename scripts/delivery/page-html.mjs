// Writing one page: the shell's template, the owning app's head, the stylesheets and preload
// hints the page needs, and the rendered markup. Pure functions, so they are tested alone.

/** The attribute on the root that names the URL the markup was rendered for. */
export const RENDERED_URL_ATTRIBUTE = 'data-rendered-url';
/** The id of the JSON element carrying the runtime config (shared/src/runtime-config.ts). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'site-config';
/** The id of the JSON element naming the builds the page was composed from (error reports). */
export const COMPOSITION_ELEMENT_ID = 'site-composition';
/** The id of the JSON element listing the code of the page's held parts (early-input/parts.ts). */
export const HELD_PART_CODE_ELEMENT_ID = 'held-part-code';
/** The attribute naming a part of a page in the markup (early-input/parts.ts). */
export const PART_ATTRIBUTE = 'data-part';

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

export function escapeHtml(text) {
  return String(text).replace(/[&<>"]/g, (character) => ESCAPES[character]);
}

/**
 * The address a page is rendered at: its own, or for a not-found page an address that names
 * nothing where it answers: "*" -> /404, "/services/*" -> /services/404.
 */
export function renderAddressFor(path) {
  return path === '*' ? '/404' : path.replace(/\/\*$/, '/404');
}

/**
 * Where a page's file goes: "/" -> index.html, "/services/x" -> services/x.html, and a
 * not-found page's where the host looks for it: "*" -> 404.html, "/services/*" ->
 * services/404.html.
 */
export function pageFileFor(path) {
  if (path === '/') return 'index.html';
  return `${renderAddressFor(path).slice(1)}.html`;
}

/**
 * Splits React's output into the head tags it hoists to the front (title, meta, link) and the
 * markup after them. The page's head comes from the owning app's manifest instead.
 */
export function splitHoistedHead(html) {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/.exec(html);
  return { hoisted: hoisted ? hoisted[0] : '', body: html.slice(hoisted ? hoisted[0].length : 0) };
}

/**
 * The tags of a head from a manifest's `HeadTags` (shared/src/seo/page-head.ts).
 * @param {{ title: string, meta: { name?: string, property?: string, content: string }[], links: { rel: string, href: string }[] }} head
 */
export function headTagsHtml(head) {
  const meta = head.meta.map((tag) => {
    const key =
      tag.name === undefined
        ? `property="${escapeHtml(tag.property)}"`
        : `name="${escapeHtml(tag.name)}"`;
    return `<meta ${key} content="${escapeHtml(tag.content)}">`;
  });
  const links = head.links.map(
    (link) => `<link rel="${escapeHtml(link.rel)}" href="${escapeHtml(link.href)}">`,
  );
  return [`<title>${escapeHtml(head.title)}</title>`, ...meta, ...links].join('');
}

/**
 * The head with the page's social card linked in: the image link previews show, at `url`, with
 * its size, type and text alternative (Open Graph, and X's card tags).
 * @param {{ title: string, meta: { name?: string, property?: string, content: string }[], links: { rel: string, href: string }[] }} head
 * @param {{ type: string, width: number, height: number, alt: string }} card
 * @param {string} url the card's absolute URL
 */
export function withSocialCard(head, card, url) {
  return {
    ...head,
    meta: [
      ...head.meta,
      { property: 'og:image', content: url },
      { property: 'og:image:type', content: card.type },
      { property: 'og:image:width', content: String(card.width) },
      { property: 'og:image:height', content: String(card.height) },
      { property: 'og:image:alt', content: card.alt },
      { name: 'twitter:image', content: url },
      { name: 'twitter:image:alt', content: card.alt },
    ],
  };
}

/**
 * The scripts of the page's parts held until wanted, by part name, for the early script to ask
 * for when the visitor acts on one before the page is live: the held parts of each app that are
 * in the markup, without the files the page preloads anyway.
 * @param {string} body the rendered markup
 * @param {{ heldParts?: Record<string, string[]>, url: (file: string) => string }[]} apps each
 *   app's held parts (from its render manifest) and the URL of one of its files
 * @param {string[]} preloaded URLs of the scripts the page preloads
 * @returns {Record<string, string[]>}
 */
export function heldPartCodeOf(body, apps, preloaded) {
  const alreadyPreloaded = new Set(preloaded);
  const code = {};
  for (const { heldParts = {}, url } of apps) {
    for (const [part, files] of Object.entries(heldParts)) {
      if (!body.includes(`${PART_ATTRIBUTE}="${escapeHtml(part)}"`)) continue;
      const urls = files.map(url).filter((fileUrl) => !alreadyPreloaded.has(fileUrl));
      if (urls.length > 0) code[part] = urls;
    }
  }
  return code;
}

/**
 * A complete page.
 * @param {object} page
 * @param {string} page.template the shell's page template (its browser build's HTML)
 * @param {string} page.path the route's path ("*" for the not-found page)
 * @param {object} page.head the owning app's head for it
 * @param {string[]} page.preconnect origins to connect to early
 * @param {string[]} page.stylesheets URLs of stylesheets beyond the template's own
 * @param {string[]} page.modulePreloads URLs of scripts the page will import
 * @param {string} page.body the rendered markup, hoisted head tags removed
 * @param {object} [page.runtimeConfig] the deployment's runtime config, carried as JSON data
 * @param {Record<string, string>} [page.builds] the build version of each app composed in
 * @param {Record<string, string[]>} [page.heldPartCode] the scripts of its held parts, by name
 */
export function pageHtml({
  template,
  path,
  head,
  preconnect,
  stylesheets,
  modulePreloads,
  body,
  runtimeConfig,
  builds,
  heldPartCode = {},
}) {
  const referenced = new Set(
    [...template.matchAll(/\b(?:src|href)="([^"]+)"/g)].map(([, url]) => url),
  );
  const headHtml = [
    headTagsHtml(head),
    ...preconnect.map(
      (origin) => `<link rel="preconnect" href="${escapeHtml(origin)}" crossorigin>`,
    ),
    ...unique(stylesheets)
      .filter((url) => !referenced.has(url))
      .map((url) => `<link rel="stylesheet" href="${escapeHtml(url)}">`),
    ...unique(modulePreloads)
      .filter((url) => !referenced.has(url))
      .map((url) => `<link rel="modulepreload" href="${escapeHtml(url)}">`),
    // Data, not script: the CSP's ban on inline script does not apply, and start-up needs no
    // request for it. "<" is escaped so the text can never close the element.
    ...(runtimeConfig ? [jsonData(RUNTIME_CONFIG_ELEMENT_ID, runtimeConfig)] : []),
    ...(builds ? [jsonData(COMPOSITION_ELEMENT_ID, { builds })] : []),
    ...(Object.keys(heldPartCode).length > 0
      ? [jsonData(HELD_PART_CODE_ELEMENT_ID, heldPartCode)]
      : []),
  ].join('');
  const withoutDefaultHead = template
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '');
  if (!withoutDefaultHead.includes('<div id="root"></div>')) {
    throw new Error('the page template has no <div id="root"></div>');
  }
  return withoutDefaultHead
    .replace('</head>', () => `${headHtml}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" ${RENDERED_URL_ATTRIBUTE}="${escapeHtml(path)}">${body}</div>`,
    );
}

/** A non-executable JSON element; "<" is escaped so the text can never close it. */
function jsonData(id, data) {
  return `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

function unique(values) {
  return [...new Set(values)];
}
