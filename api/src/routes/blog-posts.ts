import type { FastifyInstance } from 'fastify';
import { listBlogPosts, readBlogPost, type BlogPost } from '../blog/blog-post-store';
import { readRouteConfig, type RouteContext } from './route-context';

/** Most distinct slugs one request may ask for (WordPress's default page size). */
export const MAX_SLUGS = 10;
/** Longest slug accepted (WordPress's own limit on post names). */
export const MAX_SLUG_LENGTH = 200;
/** Most posts one answer holds, with or without slugs. */
export const MAX_POSTS_PER_ANSWER = 10;

export const slugMessages = {
  tooMany: `Ensure this field has no more than ${MAX_SLUGS} elements.`,
  tooLong: `Ensure each slug has no more than ${MAX_SLUG_LENGTH} characters.`,
} as const;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');
}

/** A post in the shape of the WordPress REST API (the fields the site reads, and a few more). */
function toWordPressPost(post: BlogPost) {
  return {
    slug: post.slug,
    date: post.date,
    status: 'publish',
    type: 'post',
    title: { rendered: escapeHtml(post.title) },
    content: { rendered: post.html, protected: false },
  };
}

/**
 * `?slug=a` , `?slug=a,b` or `?slug[]=a&slug[]=b`, as WordPress accepts: trimmed, without
 * repeats, in the order first given.
 */
function requestedSlugs(query: unknown): string[] | null {
  const value =
    (query as Record<string, unknown> | undefined)?.slug ??
    (query as Record<string, unknown> | undefined)?.['slug[]'];
  if (value === undefined) return null;
  const values = Array.isArray(value) ? value : [value];
  const slugs = values
    .flatMap((item) => String(item).split(','))
    .map((slug) => slug.trim())
    .filter(Boolean);
  return [...new Set(slugs)];
}

/**
 * GET /wp/v2/posts?slug=...: a WordPress-shaped posts endpoint over api/content/blog, answering
 * `[{"slug", "title": {"rendered"}, "content": {"rendered"}}]` or `[]`. Without a slug it lists
 * the newest posts. Repeated slugs count once; more than 10 distinct slugs, or one longer than
 * 200 characters, is a 400 on `slug`; an answer holds at most 10 posts. Rate-limited per IP.
 */
export function registerBlogPostRoutes(app: FastifyInstance, context: RouteContext): void {
  app.get('/wp/v2/posts', { config: readRouteConfig(context) }, async (request, reply) => {
    const slugs = requestedSlugs(request.query);
    if (slugs && slugs.length > MAX_SLUGS) {
      return reply.code(400).send({ slug: [slugMessages.tooMany] });
    }
    if (slugs?.some((slug) => slug.length > MAX_SLUG_LENGTH)) {
      return reply.code(400).send({ slug: [slugMessages.tooLong] });
    }
    const found =
      slugs === null
        ? await listBlogPosts(context.blogDir)
        : (await Promise.all(slugs.map((slug) => readBlogPost(context.blogDir, slug)))).filter(
            (post): post is BlogPost => post !== null,
          );
    const posts = found.slice(0, MAX_POSTS_PER_ANSWER);
    reply
      .header('x-wp-total', String(posts.length))
      .header('x-wp-totalpages', posts.length > 0 ? '1' : '0');
    return posts.map(toWordPressPost);
  });
}
