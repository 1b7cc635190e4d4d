/** Technology names shown as small tags. */
export function TagList({ tags, label }: { tags: readonly string[]; label: string }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full border border-border bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
