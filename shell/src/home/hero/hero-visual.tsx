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
 * Where the visitor can hover: the figure is hovered, or the link over it is hovered or has
 * keyboard focus. (On a touch screen a tap leaves :hover behind, and the link is not over it.)
 */
const figureActive =
  '[@media(hover:hover)]:group-has-[[data-hero-figure]:hover]/orbit:bg-foreground/40 [@media(hover:hover)]:group-has-[[data-hero-overlay]:hover]/orbit:bg-foreground/40 [@media(hover:hover)]:group-has-[[data-hero-overlay]:focus-visible]/orbit:bg-foreground/40';

/**
 * The illustration inside the capability orbit, and its link. Where the visitor can hover, the
 * link lies over the picture and shows on hover or keyboard focus; on a touch screen, which
 * cannot hover, it is always shown, under the orbit, so it never covers the picture.
 */
export function HeroVisual({ mode, illustrationLabel, overlay }: HeroVisualProps) {
  return (
    <div className="group/orbit relative mx-auto w-full max-w-[22rem] sm:max-w-md">
      <div className="relative aspect-square w-full">
        <CapabilityOrbit />
        <div data-hero-figure className="absolute inset-[17%] overflow-hidden rounded-full">
          <HeroIllustration mode={mode} label={illustrationLabel} />
          <div
            aria-hidden="true"
            className={`pointer-events-none absolute inset-0 bg-foreground/0 transition-colors duration-300 ${figureActive}`}
          />
        </div>
      </div>
      <Link
        to={overlay.to}
        data-hero-overlay
        data-testid="hero-overlay-link"
        className="mx-auto flex w-fit items-center gap-1.5 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-lg transition-opacity duration-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [@media(hover:hover)]:absolute [@media(hover:hover)]:inset-x-[calc(17%+1rem)] [@media(hover:hover)]:bottom-[29%] [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:hover:opacity-100 [@media(hover:hover)]:focus-visible:opacity-100 [@media(hover:hover)]:group-has-[[data-hero-figure]:hover]/orbit:opacity-100 [@media(hover:none)]:mt-2"
      >
        {overlay.label} <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}
