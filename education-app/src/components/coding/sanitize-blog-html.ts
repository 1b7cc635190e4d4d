import DOMPurify from 'dompurify';

/** Blog headings start at h2; inside a topic (h3) they continue at h5 so the outline holds. */
const HEADING_LEVEL_OFFSET = 3;

const sanitizeOptions = {
  USE_PROFILES: { html: true },
  // Forms and styles from a third-party post could imitate or cover the site's own UI.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
};

function demoteHeadings(root: ParentNode): void {
  for (const heading of Array.from(root.querySelectorAll('h1, h2, h3, h4, h5, h6'))) {
    const level = Math.min(6, Number(heading.tagName.slice(1)) + HEADING_LEVEL_OFFSET);
    const replacement = heading.ownerDocument.createElement(`h${level}`);
    for (const attribute of Array.from(heading.attributes)) {
      replacement.setAttribute(attribute.name, attribute.value);
    }
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
}

function openLinksInNewTab(root: ParentNode): void {
  for (const link of Array.from(root.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    if (/^https?:\/\//i.test(link.getAttribute('href') ?? '')) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

/**
 * Makes a blog post's rendered HTML safe to insert: DOMPurify removes scripts, event handler
 * attributes and javascript: URLs (and the tags above); then headings are demoted and external
 * links open in a new tab. Runs in the browser only (it needs a DOM).
 */
export function sanitizeBlogHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, { ...sanitizeOptions, RETURN_DOM_FRAGMENT: true });
  demoteHeadings(fragment);
  openLinksInNewTab(fragment);
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
