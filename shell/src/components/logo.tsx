import { brand, brandMark } from '@site/shared';

/** The company mark: a code bracket around a stylised dome, drawn for this site. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox={brandMark.viewBox} className={className} aria-hidden focusable="false">
      <rect width="32" height="32" rx={brandMark.cornerRadius} className="fill-primary" />
      <path
        d={brandMark.brackets.d}
        fill="none"
        strokeWidth={brandMark.brackets.strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary-foreground"
      />
      <path d={brandMark.dome} className="fill-primary-foreground" />
      <path
        d={brandMark.spire.d}
        strokeWidth={brandMark.spire.strokeWidth}
        strokeLinecap="round"
        className="stroke-primary-foreground"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="flex items-center gap-2 font-bold tracking-tight">
      <LogoMark />
      <span className="text-lg">{brand.shortName}</span>
    </span>
  );
}
