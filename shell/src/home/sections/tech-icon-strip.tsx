import { Marquee } from '../../components/marquee';
import { techStack } from '../data/tech-stack';

/** The scrolling strip of technologies we build and teach with, each with a drawn badge. */
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
          <span className="inline-flex items-center gap-2 font-medium">
            <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
              <rect width="32" height="32" rx="9" className="fill-primary" />
              <text
                x="16"
                y="20.5"
                textAnchor="middle"
                className="fill-primary-foreground font-sans text-[12px] font-bold"
              >
                {item.monogram}
              </text>
            </svg>
            {item.name}
          </span>
        )}
      />
    </div>
  );
}
