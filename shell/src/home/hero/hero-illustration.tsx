import type { SiteMode } from '@site/shared';

const SIZE = 320;

/** A developer workstation: a monitor with code, a phone, a cloud and a rising chart. */
function WorkstationDrawing() {
  return (
    <>
      <circle cx="160" cy="160" r="150" className="fill-secondary" />
      <path
        d="M70 92a22 22 0 0 1 40-12 18 18 0 0 1 30 14 14 14 0 0 1-2 28H72a16 16 0 0 1-2-30Z"
        className="fill-card stroke-border"
        strokeWidth="2"
      />
      <path
        d="M104 104v-14m0 0-6 6m6-6 6 6"
        className="stroke-primary"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
      <rect
        x="58"
        y="128"
        width="176"
        height="112"
        rx="10"
        className="fill-card stroke-border"
        strokeWidth="2"
      />
      <rect x="68" y="146" width="156" height="84" rx="4" className="fill-background" />
      <circle cx="72" cy="137" r="3" className="fill-destructive" />
      <circle cx="82" cy="137" r="3" className="fill-primary" />
      <circle cx="92" cy="137" r="3" className="fill-success" />
      <rect x="78" y="158" width="54" height="7" rx="3.5" className="fill-primary" />
      <rect x="140" y="158" width="34" height="7" rx="3.5" className="fill-muted-foreground" />
      <rect x="90" y="174" width="70" height="7" rx="3.5" className="fill-muted-foreground" />
      <rect x="90" y="190" width="42" height="7" rx="3.5" className="fill-success" />
      <rect x="138" y="190" width="50" height="7" rx="3.5" className="fill-primary" />
      <rect x="78" y="206" width="30" height="7" rx="3.5" className="fill-primary" />
      <rect x="128" y="240" width="36" height="18" className="fill-border" />
      <rect x="104" y="256" width="84" height="8" rx="4" className="fill-border" />
      <rect
        x="214"
        y="168"
        width="62"
        height="108"
        rx="12"
        className="fill-card stroke-border"
        strokeWidth="2"
      />
      <rect x="222" y="182" width="46" height="74" rx="4" className="fill-primary" />
      <rect x="230" y="192" width="30" height="6" rx="3" className="fill-primary-foreground" />
      <rect x="230" y="204" width="22" height="6" rx="3" className="fill-primary-foreground" />
      <rect x="230" y="232" width="30" height="14" rx="4" className="fill-primary-foreground" />
      <rect x="238" y="262" width="14" height="4" rx="2" className="fill-border" />
      <rect
        x="196"
        y="72"
        width="86"
        height="70"
        rx="10"
        className="fill-card stroke-border"
        strokeWidth="2"
      />
      <rect x="208" y="112" width="10" height="20" rx="2" className="fill-muted-foreground" />
      <rect x="224" y="102" width="10" height="30" rx="2" className="fill-primary" />
      <rect x="240" y="92" width="10" height="40" rx="2" className="fill-muted-foreground" />
      <rect x="256" y="82" width="10" height="50" rx="2" className="fill-primary" />
    </>
  );
}

/** A learner's desk: a laptop with code, a stack of books and a graduation cap. */
function LearningDrawing() {
  return (
    <>
      <circle cx="160" cy="160" r="150" className="fill-secondary" />
      <path d="M160 52 234 82l-74 30-74-30Z" className="fill-primary" />
      <path d="M124 97v22c0 9 16 17 36 17s36-8 36-17V97l-36 15Z" className="fill-primary" />
      <path d="M226 86v34" className="stroke-primary" strokeWidth="3" strokeLinecap="round" />
      <circle cx="226" cy="124" r="5" className="fill-primary" />
      <rect
        x="70"
        y="148"
        width="150"
        height="96"
        rx="8"
        className="fill-card stroke-border"
        strokeWidth="2"
      />
      <rect x="80" y="158" width="130" height="76" rx="3" className="fill-background" />
      <path
        d="m104 180-12 12 12 12m36-24 12 12-12 12m-10-30-10 36"
        fill="none"
        className="stroke-primary"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="164" y="176" width="34" height="6" rx="3" className="fill-muted-foreground" />
      <rect x="164" y="190" width="24" height="6" rx="3" className="fill-success" />
      <rect x="164" y="204" width="30" height="6" rx="3" className="fill-muted-foreground" />
      <path d="M56 244h178l-10 14H66Z" className="fill-border" />
      <rect x="226" y="208" width="66" height="14" rx="3" className="fill-primary" />
      <rect
        x="232"
        y="222"
        width="60"
        height="14"
        rx="3"
        className="fill-card stroke-border"
        strokeWidth="2"
      />
      <rect x="222" y="236" width="70" height="14" rx="3" className="fill-success" />
      <rect x="232" y="212" width="40" height="4" rx="2" className="fill-primary-foreground" />
    </>
  );
}

/** The hero image: an original drawing per audience, sized so the layout never shifts. */
export function HeroIllustration({ mode, label }: { mode: SiteMode; label: string }) {
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      width={SIZE}
      height={SIZE}
      role="img"
      aria-label={label}
      className="h-auto w-full"
      data-testid="hero-illustration"
    >
      {mode === 'tech' ? <WorkstationDrawing /> : <LearningDrawing />}
    </svg>
  );
}
