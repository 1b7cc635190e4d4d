import type { Service } from '../data/services';
import { ServiceIcon } from './service-icon';

/** The service's picture: a browser-window drawing in the theme colours with its icon. */
export function ServiceIllustration({ service }: { service: Service }) {
  return (
    <div
      role="img"
      aria-label={service.image}
      className="relative aspect-[16/10] w-full overflow-hidden rounded-2xl border border-border bg-accent"
    >
      <svg viewBox="0 0 480 300" aria-hidden className="absolute inset-0 size-full">
        <circle cx="410" cy="50" r="95" className="fill-primary/15" />
        <circle cx="60" cy="270" r="115" className="fill-primary/10" />
        <rect
          x="80"
          y="55"
          width="320"
          height="190"
          rx="14"
          className="fill-card stroke-border"
          strokeWidth="2"
        />
        <path
          d="M80 83 V69 a14 14 0 0 1 14 -14 H386 a14 14 0 0 1 14 14 V83 Z"
          className="fill-secondary"
        />
        <circle cx="100" cy="69" r="5" className="fill-destructive/70" />
        <circle cx="117" cy="69" r="5" className="fill-primary/50" />
        <circle cx="134" cy="69" r="5" className="fill-success/70" />
        <rect x="104" y="200" width="120" height="10" rx="5" className="fill-muted-foreground/30" />
        <rect x="104" y="218" width="80" height="10" rx="5" className="fill-muted-foreground/20" />
        <rect x="300" y="196" width="76" height="30" rx="8" className="fill-primary/80" />
      </svg>
      <span className="absolute inset-0 flex items-center justify-center pb-6">
        <span className="rounded-2xl bg-primary p-5 text-primary-foreground shadow-lg">
          <ServiceIcon name={service.icon} className="size-12" />
        </span>
      </span>
    </div>
  );
}
