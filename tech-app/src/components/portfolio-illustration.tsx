import type { PortfolioProject } from '../data/portfolio-projects';

function Storefront() {
  return (
    <>
      <rect
        x="60"
        y="40"
        width="360"
        height="220"
        rx="14"
        className="fill-card stroke-border"
        strokeWidth="2"
      />
      <rect x="60" y="40" width="360" height="34" rx="14" className="fill-secondary" />
      <rect x="80" y="51" width="90" height="12" rx="6" className="fill-primary/70" />
      <circle cx="392" cy="57" r="9" className="fill-primary" />
      {[0, 1, 2].map((column) => (
        <g key={column} transform={`translate(${84 + column * 108} 92)`}>
          <rect
            width="92"
            height="120"
            rx="10"
            className="fill-muted stroke-border"
            strokeWidth="1.5"
          />
          <rect x="12" y="12" width="68" height="56" rx="6" className="fill-primary/25" />
          <rect x="12" y="78" width="56" height="8" rx="4" className="fill-muted-foreground/40" />
          <rect x="12" y="94" width="36" height="14" rx="5" className="fill-primary/80" />
        </g>
      ))}
      <rect x="84" y="226" width="312" height="18" rx="6" className="fill-success/30" />
    </>
  );
}

function Satellite() {
  return (
    <>
      <circle
        cx="240"
        cy="330"
        r="170"
        className="fill-primary/20 stroke-primary/40"
        strokeWidth="2"
      />
      <ellipse
        cx="240"
        cy="150"
        rx="200"
        ry="60"
        fill="none"
        className="stroke-primary/40"
        strokeWidth="2"
        strokeDasharray="8 8"
      />
      <g transform="translate(300 70) rotate(20)">
        <rect x="-14" y="-14" width="28" height="28" rx="4" className="fill-primary" />
        <rect x="-74" y="-10" width="52" height="20" rx="3" className="fill-accent-foreground/70" />
        <rect x="22" y="-10" width="52" height="20" rx="3" className="fill-accent-foreground/70" />
        <line x1="-22" y1="0" x2="-14" y2="0" className="stroke-foreground" strokeWidth="3" />
        <line x1="14" y1="0" x2="22" y2="0" className="stroke-foreground" strokeWidth="3" />
      </g>
      <g transform="translate(150 190)">
        <path
          d="M0 0 A34 34 0 0 1 48 -40 Z"
          className="fill-card stroke-foreground/60"
          strokeWidth="2"
        />
        <line x1="14" y1="-10" x2="20" y2="24" className="stroke-foreground/60" strokeWidth="4" />
      </g>
      <path d="M190 160 L290 84" className="stroke-success" strokeWidth="2" strokeDasharray="4 6" />
      <path
        d="M200 172 L300 96"
        className="stroke-success/60"
        strokeWidth="2"
        strokeDasharray="4 6"
      />
    </>
  );
}

function Corporate() {
  return (
    <>
      <rect
        x="60"
        y="40"
        width="360"
        height="220"
        rx="14"
        className="fill-card stroke-border"
        strokeWidth="2"
      />
      <rect x="60" y="40" width="360" height="90" rx="14" className="fill-primary/80" />
      <rect x="84" y="66" width="150" height="14" rx="7" className="fill-primary-foreground/90" />
      <rect x="84" y="90" width="100" height="10" rx="5" className="fill-primary-foreground/60" />
      {[0, 1, 2].map((column) => (
        <rect
          key={column}
          x={84 + column * 70}
          y="150"
          width="58"
          height="84"
          rx="8"
          className="fill-muted stroke-border"
          strokeWidth="1.5"
        />
      ))}
      <rect x="300" y="150" width="96" height="84" rx="8" className="fill-accent" />
      <polyline
        points="310,220 330,200 350,208 372,176 388,166"
        fill="none"
        className="stroke-success"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
}

const drawings = { storefront: Storefront, satellite: Satellite, corporate: Corporate };

/** The project's picture, drawn in the theme colours (no image files in a remote). */
export function PortfolioIllustration({ project }: { project: PortfolioProject }) {
  const Drawing = drawings[project.illustration];
  return (
    <svg
      viewBox="0 0 480 300"
      role="img"
      aria-label={project.image}
      className="aspect-[16/10] h-auto w-full rounded-2xl border border-border bg-accent"
    >
      <Drawing />
    </svg>
  );
}
