/**
 * Our own drawing of the streets around the Agra office, shown when no map embed is configured.
 * Theme tokens colour it, so it reads in light and dark mode alike.
 */
export function OfficeMapIllustration() {
  return (
    <svg
      viewBox="0 0 400 240"
      role="img"
      aria-label="Map illustration: our Agra office at Sanjay Place, between the main roads and the Yamuna river"
      className="h-full w-full"
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="400" height="240" className="fill-muted" />
      <path
        d="M300 0 C 280 60, 340 110, 310 170 S 330 230, 320 240 L 400 240 L 400 0 Z"
        className="fill-primary/20"
      />
      <rect x="40" y="150" width="90" height="60" rx="8" className="fill-success/25" />
      <g className="stroke-border" strokeWidth="10" strokeLinecap="round" fill="none">
        <path d="M0 70 H 290" />
        <path d="M0 130 H 300" />
        <path d="M90 0 V 240" />
        <path d="M200 0 V 240" />
      </g>
      <g className="stroke-background" strokeWidth="2" strokeDasharray="8 8" fill="none">
        <path d="M0 70 H 290" />
        <path d="M200 0 V 240" />
      </g>
      <g transform="translate(170 100)">
        <circle r="26" className="fill-primary/20" />
        <path
          d="M0 14 C -10 0, -14 -6, -14 -12 A 14 14 0 0 1 14 -12 C 14 -6, 10 0, 0 14 Z"
          className="fill-primary"
        />
        <circle cy="-12" r="5" className="fill-primary-foreground" />
      </g>
      <rect x="112" y="180" width="176" height="30" rx="6" className="fill-background" />
      <text
        x="200"
        y="200"
        textAnchor="middle"
        className="fill-foreground text-[13px] font-semibold"
      >
        BrajCode, Sanjay Place, Agra
      </text>
    </svg>
  );
}
