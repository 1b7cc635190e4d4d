import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type RefObject,
} from 'react';
import type { Tooltip } from '@site/shared/ui/tooltip';
import { lazyModule } from '@site/shared';
import { useStandInFocus } from './stand-in-focus';

/**
 * The tooltip module (Radix Tooltip with floating-ui). A tooltip opens only on hover, focus or a
 * tap, which always follow the visitor's first interaction, so the shell loads it then.
 */
const tooltipModule = lazyModule(() => import('@site/shared/ui/tooltip'));

export const loadTooltip = tooltipModule.load;

type TooltipProps = ComponentProps<typeof Tooltip>;

/** The trigger tapped last while the tooltip code was on its way: only its tooltip opens. */
let lastEarlyTap: HTMLElement | null = null;

/**
 * Whether the trigger inside `wrapper` was the last one tapped on a touch screen while the
 * tooltip code was not there yet; the tap also asks for the code.
 */
function useEarlyTap(wrapper: RefObject<HTMLElement | null>, loaded: boolean) {
  const [tapped, setTapped] = useState(false);
  useEffect(() => {
    const element = wrapper.current;
    if (loaded || !element) return undefined;
    let byTouch = false;
    const onPointerDown = (event: PointerEvent) => {
      byTouch = event.pointerType === 'touch';
    };
    const onClick = () => {
      if (!byTouch) return;
      lastEarlyTap = element;
      setTapped(true);
      tooltipModule.load().catch(() => undefined);
    };
    element.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('click', onClick);
    };
  }, [wrapper, loaded]);
  return tapped && lastEarlyTap === wrapper.current;
}

/**
 * A tooltip around its trigger once the tooltip code is there; until then the trigger alone.
 * The swap mounts a new trigger element, so focus on the old one moves to the new one (whose
 * tooltip then opens, as on any keyboard focus), and a tap on the old one opens the new one's
 * tooltip, as a tap does once the code is there.
 */
export function TooltipOnDemand(props: TooltipProps) {
  const loaded = tooltipModule.useLoaded();
  const wrapper = useRef<HTMLSpanElement>(null);
  const { standInRef, hadFocus: standInHadFocus } = useStandInFocus<HTMLSpanElement>();
  const tappedEarly = useEarlyTap(wrapper, Boolean(loaded) || props.opensOnTap === false);
  useLayoutEffect(() => {
    if (!loaded || !standInHadFocus.current) return;
    wrapper.current?.querySelector<HTMLElement>('button, a[href], [tabindex]')?.focus();
  }, [loaded, standInHadFocus]);
  return (
    <span ref={wrapper} className="contents">
      {loaded ? (
        <loaded.Tooltip {...props} initiallyOpen={tappedEarly} />
      ) : (
        <span ref={standInRef} className="contents">
          {props.children}
        </span>
      )}
    </span>
  );
}
