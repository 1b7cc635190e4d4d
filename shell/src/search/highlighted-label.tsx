import { splitByMatch } from './highlight-match';

/** A label with the parts that match the search query wrapped in <mark>. */
export function HighlightedLabel({ label, query }: { label: string; query: string }) {
  return (
    <>
      {splitByMatch(label, query).map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-sm bg-primary px-0.5 text-primary-foreground">
            {segment.text}
          </mark>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
