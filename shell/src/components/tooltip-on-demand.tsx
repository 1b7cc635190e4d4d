import { useCallback, useLayoutEffect, useRef, type ComponentProps } from 'react';
import type { Tooltip } from '@site/shared/ui/tooltip';
import { lazyModule } from '@site/shared';

/**
 * The tooltip module (Radix Tooltip with floating-ui). A tooltip opens only on hover or focus,
 * which always follow the visitor's first interaction, so the shell loads it then.
 */
const tooltipModule = lazyModule(() => import('@site/shared/ui/tooltip'));

export const loadTooltip = tooltipModule.load;

type TooltipProps = ComponentProps<typeof Tooltip>;

/**
 * A tooltip around its trigger once the tooltip code is there; until then the trigger alone.
 * The swap mounts a new trigger element, so focus on the old one moves to the new one (whose
 * tooltip then opens, as on any keyboard focus).
 */
export function TooltipOnDemand(props: TooltipProps) {
  const loaded = tooltipModule.useLoaded();
  const wrapper = useRef<HTMLSpanElement>(null);
  const standInHadFocus = useRef(false);
  // Read as React removes the plain trigger (a ref's cleanup runs before the element leaves the
  // document), so focus given before hydration counts too.
  const standInRef = useCallback((standIn: HTMLSpanElement | null) => {
    if (!standIn) return undefined;
    return () => {
      standInHadFocus.current = standIn.contains(standIn.ownerDocument.activeElement);
    };
  }, []);
  useLayoutEffect(() => {
    if (!loaded || !standInHadFocus.current) return;
    standInHadFocus.current = false;
    wrapper.current?.querySelector<HTMLElement>('button, a[href], [tabindex]')?.focus();
  }, [loaded]);
  return (
    <span ref={wrapper} className="contents">
      {loaded ? (
        <loaded.Tooltip {...props} />
      ) : (
        <span ref={standInRef} className="contents">
          {props.children}
        </span>
      )}
    </span>
  );
}
