import { Link } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import type { SiteMode } from '@site/shared';
import type { HeroLink } from '../data/hero-content';
import { CapabilityOrbit } from './capability-orbit';
import { HeroIllustration } from './hero-illustration';

interface HeroVisualProps {
  mode: SiteMode;
  illustrationLabel: string;
  overlay: HeroLink;
}

/**
 * The illustration inside the capability orbit. Hovering the picture reveals a link over it;
 * the link also appears when it gets keyboard focus, and stays visible on touch screens.
 */
export function HeroVisual({ mode, illustrationLabel, overlay }: HeroVisualProps) {
  return (
    <div className="group/orbit relative mx-auto aspect-square w-full max-w-[22rem] sm:max-w-md">
      <CapabilityOrbit />
      <div className="group/figure absolute inset-[17%] overflow-hidden rounded-full">
        <HeroIllustration mode={mode} label={illustrationLabel} />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-foreground/0 transition-colors duration-300 group-hover/figure:bg-foreground/40 group-focus-within/figure:bg-foreground/40"
        />
        <Link
          to={overlay.to}
          data-testid="hero-overlay-link"
          className="absolute inset-x-4 bottom-[18%] mx-auto flex w-fit items-center gap-1.5 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground opacity-0 shadow-lg transition-opacity duration-300 group-hover/figure:opacity-100 focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [@media(hover:none)]:opacity-100"
        >
          {overlay.label} <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </div>
  );
}
