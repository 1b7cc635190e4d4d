import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A blog post kept in the repo as `<slug>.html` with a small front matter block. */
export interface BlogPost {
  slug: string;
  title: string;
  /** ISO date from the front matter, '' when not given. */
  date: string;
  /** The article HTML as written; the site sanitises it before showing it. */
  html: string;
}

/** Slugs as WordPress makes them: lower-case words joined by single hyphens. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isBlogSlug(value: string): boolean {
  return value.length <= 200 && SLUG_PATTERN.test(value);
}

/**
 * Splits a post file into front matter and HTML:
 *
 *     ---
 *     title: Installing Java
 *     date: 2025-01-15
 *     ---
 *     <h2>...</h2>
 */
export function parseBlogPostFile(slug: string, text: string): BlogPost {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  const meta: Record<string, string> = {};
  if (match?.[1]) {
    for (const line of match[1].split(/\r?\n/)) {
      const separator = line.indexOf(':');
      if (separator > 0) meta[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
    }
  }
  return {
    slug,
    title: meta.title ?? slug,
    date: meta.date ?? '',
    html: (match ? text.slice(match[0].length) : text).trim(),
  };
}

/** The post with this slug, or null when there is none (or the slug is not a valid slug). */
export async function readBlogPost(blogDir: string, slug: string): Promise<BlogPost | null> {
  if (!isBlogSlug(slug)) return null;
  try {
    return parseBlogPostFile(slug, await readFile(path.join(blogDir, `${slug}.html`), 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Every post in the folder, newest first (then by slug). */
export async function listBlogPosts(blogDir: string): Promise<BlogPost[]> {
  const names = await readdir(blogDir).catch(() => [] as string[]);
  const slugs = names
    .filter((name) => name.endsWith('.html'))
    .map((name) => name.slice(0, -'.html'.length))
    .filter(isBlogSlug);
  const posts = await Promise.all(slugs.map((slug) => readBlogPost(blogDir, slug)));
  return posts
    .filter((post): post is BlogPost => post !== null)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}
