import { siteUrl, brand } from '../brand';

export interface PageMetaProps {
  title: string;
  description: string;
  /** Path of the page, e.g. "/services"; the canonical URL is built from it. */
  path: string;
  keywords?: readonly string[];
  /** Use "noindex" for not-found pages. */
  robots?: string;
  image?: string;
  type?: 'website' | 'article';
}

/**
 * Page metadata. React 19 hoists <title>, <meta> and <link> into the document head, so each page
 * states its own metadata where it renders.
 */
export function PageMeta({
  title,
  description,
  path,
  keywords,
  robots = 'index, follow',
  image = '/og-image.svg',
  type = 'website',
}: PageMetaProps) {
  const canonical = siteUrl(path);
  const imageUrl = siteUrl(image);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 ? (
        <meta name="keywords" content={keywords.join(', ')} />
      ) : null}
      <meta name="robots" content={robots} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
