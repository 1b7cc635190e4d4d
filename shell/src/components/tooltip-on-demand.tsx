import { useLayoutEffect, useRef, type ComponentProps } from 'react';
import type { Tooltip } from '@site/shared/ui/tooltip';
import { lazyModule } from '@site/shared';
import { useStandInFocus } from './stand-in-focus';

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
  const { standInRef, hadFocus: standInHadFocus } = useStandInFocus<HTMLSpanElement>();
  useLayoutEffect(() => {
    if (!loaded || !standInHadFocus.current) return;
    wrapper.current?.querySelector<HTMLElement>('button, a[href], [tabindex]')?.focus();
  }, [loaded, standInHadFocus]);
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
