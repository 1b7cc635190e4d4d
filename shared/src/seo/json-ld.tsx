import type { Thing, WithContext } from 'schema-dts';

/** Escapes "<" so text inside the data can never close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A structured-data block. It is data, not script, so a strict CSP does not block it. */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> | WithContext<T>[] }) {
  return (
    <script
      type="application/ld+json"
      // Serialized with "<" escaped above; this is JSON, not HTML from outside.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
