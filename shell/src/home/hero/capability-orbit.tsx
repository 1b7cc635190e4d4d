import type { CSSProperties } from 'react';
import { cn } from '@site/shared';
import { usePrefersReducedMotion } from '@site/shared/lib/use-prefers-reduced-motion';
import { TooltipGroup } from '@site/shared/ui/tooltip-group';
import { TooltipOnDemand } from '../../components/tooltip-on-demand';
import { capabilities } from '../data/capabilities';

/** One full turn of the orbit; slow enough to read and to aim at. */
const ORBIT_TURN = '60s';

/** Where each icon sits on the ring, in percent of the ring's box, starting at twelve o'clock. */
const orbitPositions = capabilities.map((_, index) => {
  const angle = (index / capabilities.length) * 2 * Math.PI - Math.PI / 2;
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    left: `${round(50 + 50 * Math.cos(angle))}%`,
    top: `${round(50 + 50 * Math.sin(angle))}%`,
  };
});

/** Pauses while the pointer or keyboard focus is anywhere in the orbit. */
const spinClassName =
  'animate-spin group-hover/orbit:[animation-play-state:paused] group-focus-within/orbit:[animation-play-state:paused]';

/**
 * The six capability icons circling the hero image. The ring turns; each icon turns back at the
 * same speed so it stays upright. Every icon is a button with a tooltip on hover and focus; the
 * six share one tooltip provider, so once one tooltip has opened the next opens at once (the
 * spec's 300 ms skip delay). Under reduced motion the ring stands still.
 */
export function CapabilityOrbit() {
  const spin = usePrefersReducedMotion() ? undefined : spinClassName;
  const ringStyle: CSSProperties = { animationDuration: ORBIT_TURN };
  const counterStyle: CSSProperties = {
    animationDuration: ORBIT_TURN,
    animationDirection: 'reverse',
  };
  return (
    <TooltipGroup>
      <ul
        aria-label="What we do"
        className={cn(
          'absolute inset-[6%] rounded-full border-2 border-dashed border-border',
          spin,
        )}
        style={ringStyle}
        data-testid="capability-orbit"
      >
        {capabilities.map(({ id, label, description, icon: Icon }, index) => (
          <li
            key={id}
            className="absolute -translate-x-1/2 -translate-y-1/2"
            style={orbitPositions[index]}
          >
            <div className={spin} style={counterStyle}>
              <TooltipOnDemand
                content={
                  <>
                    <strong className="block font-semibold">{label}</strong>
                    {description}
                  </>
                }
              >
                <button
                  type="button"
                  aria-label={label}
                  className="grid size-11 place-items-center rounded-full border border-border bg-card text-primary shadow-md transition-transform hover:scale-110 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:size-12"
                >
                  <Icon className="size-5" aria-hidden />
                </button>
              </TooltipOnDemand>
            </div>
          </li>
        ))}
      </ul>
    </TooltipGroup>
  );
}
