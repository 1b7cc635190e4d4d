import type { Thing } from 'schema-dts';
import { headTags, type PageHead } from './page-head';
import { JsonLd } from './json-ld';

/**
 * A page's head, rendered where the page renders: React 19 hoists <title>, <meta> and <link>
 * into the document head; the structured data stays in place as data blocks.
 */
export function PageMeta({ head }: { head: PageHead }) {
  const tags = headTags(head);
  return (
    <>
      <title>{tags.title}</title>
      {tags.meta.map((tag) => (
        <meta key={tag.name ?? tag.property} {...tag} />
      ))}
      {tags.links.map((link) => (
        <link key={link.rel} rel={link.rel} href={link.href} />
      ))}
      {tags.jsonLd.map((data, index) => (
        <JsonLd<Thing> key={index} data={data} />
      ))}
    </>
  );
}
