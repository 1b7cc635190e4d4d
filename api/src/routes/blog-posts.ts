import type { FastifyInstance } from 'fastify';
import { listBlogPosts, readBlogPost, type BlogPost } from '../blog/blog-post-store';
import type { RouteContext } from './route-context';

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

/** `?slug=a` , `?slug=a,b` or `?slug[]=a&slug[]=b`, as WordPress accepts. */
function requestedSlugs(query: unknown): string[] | null {
  const value =
    (query as Record<string, unknown> | undefined)?.slug ??
    (query as Record<string, unknown> | undefined)?.['slug[]'];
  if (value === undefined) return null;
  const values = Array.isArray(value) ? value : [value];
  return values
    .flatMap((item) => String(item).split(','))
    .map((slug) => slug.trim())
    .filter(Boolean);
}

/**
 * GET /wp/v2/posts?slug=...: a WordPress-shaped posts endpoint over api/content/blog, answering
 * `[{"slug", "title": {"rendered"}, "content": {"rendered"}}]` or `[]`. Without a slug it lists
 * every post.
 */
export function registerBlogPostRoutes(app: FastifyInstance, context: RouteContext): void {
  app.get('/wp/v2/posts', async (request, reply) => {
    const slugs = requestedSlugs(request.query);
    const posts =
      slugs === null
        ? await listBlogPosts(context.blogDir)
        : (await Promise.all(slugs.map((slug) => readBlogPost(context.blogDir, slug)))).filter(
            (post): post is BlogPost => post !== null,
          );
    reply
      .header('x-wp-total', String(posts.length))
      .header('x-wp-totalpages', posts.length > 0 ? '1' : '0');
    return posts.map(toWordPressPost);
  });
}
