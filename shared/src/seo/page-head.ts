import type { Thing, WithContext } from 'schema-dts';
import { brand, siteUrl } from '../brand';

/**
 * What a page tells crawlers and link previews about itself. Each page module exports a
 * `head(params)` function returning one; the page renders it with `PageMeta`, and the app's
 * build writes it into its render manifest, from which the composition writes each page's head.
 */
export interface PageHead {
  title: string;
  description: string;
  /**
   * Path of the page, e.g. "/services"; the canonical URL is built from it. A not-found page of
   * a section has none: it answers for any address there, and names none as its own.
   */
  path?: string;
  keywords?: readonly string[];
  /** "noindex" for not-found pages; "index, follow" by default. */
  robots?: string;
  type?: 'website' | 'article';
  /** Structured data of the page (schema.org). */
  jsonLd?: readonly WithContext<Thing>[];
}

export interface HeadMetaTag {
  name?: string;
  property?: string;
  content: string;
}

export interface HeadLinkTag {
  rel: string;
  href: string;
}

/** A page's head as the tags it becomes: what render manifests list and composition writes. */
export interface HeadTags {
  title: string;
  meta: HeadMetaTag[];
  links: HeadLinkTag[];
  jsonLd: readonly WithContext<Thing>[];
}

/**
 * The tags of a page's head: title, description, robots, canonical, social previews. The
 * preview's image (og:image, twitter:image) is not among them: it is a file of the page's app,
 * drawn by its build, and the composition links it with that app's address in the deployment
 * (RenderedRoute.socialCard).
 */
export function headTags(head: PageHead): HeadTags {
  const canonical = head.path === undefined ? undefined : siteUrl(head.path);
  const keywords = head.keywords?.length ? head.keywords.join(', ') : undefined;
  const meta: HeadMetaTag[] = [
    { name: 'description', content: head.description },
    ...(keywords ? [{ name: 'keywords', content: keywords }] : []),
    { name: 'robots', content: head.robots ?? 'index, follow' },
    { property: 'og:site_name', content: brand.name },
    { property: 'og:type', content: head.type ?? 'website' },
    { property: 'og:title', content: head.title },
    { property: 'og:description', content: head.description },
    ...(canonical ? [{ property: 'og:url', content: canonical }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: head.title },
    { name: 'twitter:description', content: head.description },
  ];
  return {
    title: head.title,
    meta,
    links: canonical ? [{ rel: 'canonical', href: canonical }] : [],
    jsonLd: head.jsonLd ?? [],
  };
}
