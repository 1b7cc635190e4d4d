import { Marquee } from '../../components/marquee';
import { techStack } from '../data/tech-stack';

/** The scrolling strip of technologies we build and teach with, each with its own mark. */
export function TechIconStrip() {
  return (
    <div className="border-y border-border bg-muted/50 py-6">
      <p className="mb-4 text-center text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        Technologies we build and teach with
      </p>
      <Marquee
        label="Technologies"
        items={techStack}
        itemKey={(item) => item.name}
        renderItem={(item) => (
          <span className="inline-flex items-center gap-2.5 font-medium">
            <svg
              viewBox="0 0 24 24"
              width="28"
              height="28"
              aria-hidden="true"
              focusable="false"
              data-mark={item.icon.slug}
              className="size-7 fill-current text-foreground/75"
            >
              <path d={item.icon.path} />
            </svg>
            {item.name}
          </span>
        )}
      />
    </div>
  );
}
