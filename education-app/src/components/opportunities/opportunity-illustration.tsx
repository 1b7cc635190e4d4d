import type { ReactNode } from 'react';
import type { OpportunityArtwork } from '../../data/opportunity';

/** Simple shapes in the theme's colours, so the drawings follow light and dark mode. */
const artworks: Record<OpportunityArtwork, ReactNode> = {
  browser: (
    <>
      <rect
        x="40"
        y="22"
        width="160"
        height="106"
        rx="10"
        className="fill-card stroke-primary"
        strokeWidth="3"
      />
      <path d="M40 44h160" className="stroke-primary" strokeWidth="3" />
      <circle cx="54" cy="33" r="4" className="fill-primary" />
      <circle cx="67" cy="33" r="4" className="fill-primary/60" />
      <circle cx="80" cy="33" r="4" className="fill-primary/30" />
      <rect x="54" y="56" width="62" height="58" rx="6" className="fill-primary/20" />
      <rect x="126" y="58" width="60" height="8" rx="4" className="fill-primary/70" />
      <rect x="126" y="74" width="46" height="8" rx="4" className="fill-primary/40" />
      <rect x="126" y="90" width="54" height="8" rx="4" className="fill-primary/40" />
      <path
        d="M70 78l-8 8 8 8M100 78l8 8-8 8"
        className="stroke-primary"
        strokeWidth="3"
        fill="none"
      />
    </>
  ),
  stack: (
    <>
      <path d="M120 24l70 28-70 28-70-28z" className="fill-primary/80" />
      <path d="M50 76l70 28 70-28" className="stroke-primary" strokeWidth="6" fill="none" />
      <path d="M50 100l70 28 70-28" className="stroke-primary/50" strokeWidth="6" fill="none" />
      <circle cx="120" cy="52" r="8" className="fill-card" />
    </>
  ),
  wireframe: (
    <>
      <rect
        x="62"
        y="16"
        width="64"
        height="118"
        rx="10"
        className="fill-card stroke-primary"
        strokeWidth="3"
      />
      <rect x="72" y="30" width="44" height="26" rx="4" className="fill-primary/25" />
      <rect x="72" y="64" width="44" height="6" rx="3" className="fill-primary/60" />
      <rect x="72" y="76" width="32" height="6" rx="3" className="fill-primary/35" />
      <rect x="72" y="110" width="44" height="12" rx="6" className="fill-primary" />
      <circle cx="154" cy="44" r="14" className="fill-primary" />
      <circle cx="154" cy="80" r="14" className="fill-primary/55" />
      <circle cx="154" cy="116" r="14" className="fill-primary/25" />
    </>
  ),
  trophy: (
    <>
      <path d="M88 24h64v34a32 32 0 0 1-64 0z" className="fill-primary/85" />
      <path
        d="M88 34H70a18 18 0 0 0 18 26M152 34h18a18 18 0 0 1-18 26"
        className="stroke-primary"
        strokeWidth="5"
        fill="none"
      />
      <rect x="112" y="88" width="16" height="20" className="fill-primary/70" />
      <rect x="92" y="108" width="56" height="14" rx="4" className="fill-primary" />
      <path
        d="M111 38l-8 10 8 10M129 38l8 10-8 10"
        className="stroke-primary-foreground"
        strokeWidth="3"
        fill="none"
      />
    </>
  ),
  stopwatch: (
    <>
      <circle cx="100" cy="82" r="44" className="fill-card stroke-primary" strokeWidth="5" />
      <rect x="92" y="22" width="16" height="12" rx="3" className="fill-primary" />
      <path
        d="M100 82V52M100 82l20 14"
        className="stroke-primary"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <rect x="160" y="58" width="14" height="60" rx="3" className="fill-primary" />
      <rect x="180" y="76" width="14" height="42" rx="3" className="fill-primary/60" />
      <rect x="200" y="92" width="14" height="26" rx="3" className="fill-primary/30" />
    </>
  ),
  globe: (
    <>
      <circle cx="96" cy="74" r="50" className="fill-primary/15 stroke-primary" strokeWidth="3" />
      <ellipse
        cx="96"
        cy="74"
        rx="22"
        ry="50"
        className="stroke-primary"
        strokeWidth="3"
        fill="none"
      />
      <path
        d="M46 74h100M54 48h84M54 100h84"
        className="stroke-primary"
        strokeWidth="3"
        fill="none"
      />
      <rect
        x="138"
        y="58"
        width="72"
        height="52"
        rx="6"
        className="fill-card stroke-primary"
        strokeWidth="3"
      />
      <rect x="146" y="68" width="56" height="8" rx="4" className="fill-primary/70" />
      <rect x="146" y="82" width="38" height="18" rx="3" className="fill-primary/30" />
    </>
  ),
};

interface OpportunityIllustrationProps {
  artwork: OpportunityArtwork;
  description: string;
}

/** The card image of an internship or hackathon, drawn inline. */
export function OpportunityIllustration({ artwork, description }: OpportunityIllustrationProps) {
  return (
    <svg
      viewBox="0 0 240 150"
      role="img"
      aria-label={description}
      className="h-36 w-full rounded-t-xl bg-accent"
    >
      {artworks[artwork]}
    </svg>
  );
}
