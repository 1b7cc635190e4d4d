import { brand } from '@site/shared';

/** The company mark: a code bracket around a stylised dome, drawn for this site. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M10 10 5.5 16 10 22M22 10l4.5 6-4.5 6"
        fill="none"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary-foreground"
      />
      <path d="M12.5 21h7v-3a3.5 3.5 0 0 0-7 0Z" className="fill-primary-foreground" />
      <path
        d="M16 11v3.5"
        strokeWidth="1.6"
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
