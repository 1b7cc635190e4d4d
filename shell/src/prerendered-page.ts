/**
 * Prerendered pages carry the URL they were rendered for on the root element. The browser
 * hydrates that HTML only when it is looking at the same URL (path and query); otherwise, for
 * example /search?q=web served from the query-less /search page or an unknown path served the
 * 404 page, it renders from scratch so hydration never meets different markup.
 */
export const RENDERED_URL_ATTRIBUTE = 'data-rendered-url';

export function wasPrerenderedForThisUrl(container: HTMLElement): boolean {
  const renderedUrl = container.getAttribute(RENDERED_URL_ATTRIBUTE);
  if (!renderedUrl || !container.hasChildNodes()) return false;
  return renderedUrl === window.location.pathname + window.location.search;
}

/**
 * Removes the metadata tags the prerenderer put in <head>. React renders each page's own title,
 * description and links once it runs; leaving the prerendered ones would duplicate them.
 */
export function removePrerenderedHeadTags(): void {
  document.head.querySelectorAll('[data-prerendered]').forEach((element) => element.remove());
}
