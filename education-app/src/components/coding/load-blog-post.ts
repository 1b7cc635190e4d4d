import { getRuntimeConfig } from '@site/shared';

interface WordPressPost {
  content?: { rendered?: unknown };
}

/**
 * Fetches a post by slug from the blog provider's posts endpoint and returns its rendered
 * content, sanitized; null when the provider knows no such post (it answers []). Throws on a
 * network error, a non-OK status or an answer that is not a list of posts.
 */
export async function loadBlogPost(slug: string, signal: AbortSignal): Promise<string | null> {
  // The sanitizer (DOMPurify) is only needed once a post arrives: it loads beside the request,
  // not with the page's code.
  const sanitizer = import('./sanitize-blog-html');
  sanitizer.catch(() => undefined);
  const url = `${getRuntimeConfig().blogPostsEndpoint}?slug=${encodeURIComponent(slug)}`;
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`The blog answered HTTP ${response.status} for "${slug}".`);
  const posts: unknown = await response.json();
  if (!Array.isArray(posts)) throw new Error(`The blog's answer for "${slug}" is not a list.`);
  if (posts.length === 0) return null;
  const rendered = (posts[0] as WordPressPost | null)?.content?.rendered;
  if (typeof rendered !== 'string') throw new Error(`The blog post "${slug}" has no content.`);
  const { sanitizeBlogHtml } = await sanitizer;
  return sanitizeBlogHtml(rendered);
}
