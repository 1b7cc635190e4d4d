import type { FaqItem } from '@site/shared';

/** The service page's two questions, always open: short enough to read at a glance. */
export function ServiceFaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="grid gap-4">
      {items.map((item) => (
        <div
          key={item.q}
          className="rounded-xl border border-border bg-card p-5 text-card-foreground"
        >
          <h3 className="font-semibold">{item.q}</h3>
          <p className="mt-2 text-muted-foreground">{item.a}</p>
        </div>
      ))}
    </div>
  );
}
