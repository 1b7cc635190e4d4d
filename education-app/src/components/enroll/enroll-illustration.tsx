/** The enroll page's image: a laptop with a lesson on screen, a graduation cap and a certificate. */
export function EnrollIllustration() {
  return (
    <svg
      viewBox="0 0 320 200"
      role="img"
      aria-label="A laptop showing a coding lesson, with a graduation cap and a certificate beside it"
      className="h-auto w-full rounded-xl bg-accent"
    >
      <rect
        x="52"
        y="38"
        width="168"
        height="108"
        rx="8"
        className="fill-card stroke-primary"
        strokeWidth="4"
      />
      <path d="M36 154h200l-12 14H48z" className="fill-primary" />
      <rect x="66" y="54" width="70" height="8" rx="4" className="fill-primary/80" />
      <rect x="66" y="70" width="110" height="6" rx="3" className="fill-primary/40" />
      <rect x="66" y="84" width="90" height="6" rx="3" className="fill-primary/40" />
      <rect x="66" y="104" width="138" height="30" rx="4" className="fill-primary/15" />
      <path
        d="M80 112l-7 7 7 7M100 112l7 7-7 7"
        className="stroke-primary"
        strokeWidth="3"
        fill="none"
      />
      <path d="M250 58l44 18-44 18-44-18z" className="fill-primary" />
      <path d="M222 84v18c0 8 56 8 56 0V84" className="fill-primary/70" />
      <path d="M294 76v26" className="stroke-primary" strokeWidth="3" />
      <rect
        x="236"
        y="118"
        width="64"
        height="48"
        rx="4"
        className="fill-card stroke-primary"
        strokeWidth="3"
      />
      <rect x="246" y="128" width="44" height="5" rx="2.5" className="fill-primary/70" />
      <rect x="246" y="138" width="30" height="5" rx="2.5" className="fill-primary/40" />
      <circle cx="282" cy="154" r="7" className="fill-primary" />
    </svg>
  );
}
