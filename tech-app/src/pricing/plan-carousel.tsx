import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
} from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { cn } from '@site/shared';
import { usePrefersReducedMotion } from '@site/shared/lib/use-prefers-reduced-motion';
import type { PricingPlan } from '../data/pricing-plans';
import {
  PRICING_AUTO_ADVANCE_MS,
  PRICING_INITIAL_MEASURE_DELAY_MS,
  planAfterScroll,
  shouldAutoAdvance,
  snapShowing,
  wrapIndex,
} from './carousel-index';
import { CarouselControls } from './carousel-controls';
import { PlanCard } from './plan-card';

interface PlanCarouselProps {
  plans: readonly PricingPlan[];
  /** Accessible name of the carousel, e.g. "Web Development plans". */
  label: string;
}

/**
 * The plans of one service as a carousel (spec sections 4 and 9): moves on every 6 s while it
 * has more than one plan and is neither hovered by a mouse, holding keyboard focus, held by a
 * finger, paused nor under reduced motion, and moves on again as soon as none of these holds any
 * more; wraps at both ends; the active plan follows the scroll position and a clicked card
 * becomes active. It measures its cards 150 ms after mounting: Embla measures when it starts, so
 * it is given the viewport only then, and until that moment the cards stand where the page's CSS
 * put them.
 *
 * The scroll is contained, never looped: Embla's loop needs more cards than fill the view, and
 * without them it centres the first card beside a blank (two plans in a row of three). A scroll
 * position may then show several plans, or all of them when they fit, so the active plan is this
 * component's state: a plan chosen is scrolled to the position showing it, and a swipe to another
 * position makes the nearest plan shown there active. The timer is the component's own too.
 */
export function PlanCarousel({ plans, label }: PlanCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [viewportRef, emblaApi] = useEmblaCarousel({
    align: 'center',
    containScroll: 'trimSnaps',
    loop: false,
  });
  const measureNow = useTimeHasPassed(PRICING_INITIAL_MEASURE_DELAY_MS);
  const [activeIndex, setActiveIndex] = useState(0);
  // The active plan for Embla's event handlers, which outlive a render.
  const activeIndexRef = useRef(activeIndex);
  const markActive = useCallback((index: number) => {
    activeIndexRef.current = index;
    setActiveIndex(index);
  }, []);
  // Only a mouse hovers: a finger's tap would otherwise leave the carousel "hovered" (browsers
  // send mouse events after a tap) until the visitor tapped somewhere else.
  const [hovered, setHovered] = useState(false);
  const hoverWith = (hovering: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(hovering);
  };
  // Keyboard focus only: a click or tap on Next, Previous or a dot leaves focus on that button,
  // and the carousel must go on moving once the pointer has left it.
  const [keyboardFocusInside, setKeyboardFocusInside] = useState(false);
  const [paused, setPaused] = useState(false);
  // A finger or mouse holding the cards: the carousel does not move away under it.
  const [pressed, setPressed] = useState(false);

  // Nothing moves on before the carousel has measured its cards.
  const autoAdvance =
    emblaApi !== undefined &&
    !pressed &&
    shouldAutoAdvance({
      planCount: plans.length,
      hovered,
      keyboardFocusInside,
      reducedMotion,
      paused,
    });

  // A layout effect, so the carousel follows Embla from the same task that first renders with
  // it: a press landing between that render and a passive effect would move Embla unheard.
  useLayoutEffect(() => {
    if (!emblaApi) return;
    // Which plans each of Embla's scroll positions shows (trimmed, so no two are the same).
    const snapGroups = () => emblaApi.internalEngine().slideRegistry;
    const followScroll = () => {
      const shown = snapGroups()[emblaApi.selectedScrollSnap()] ?? [];
      markActive(planAfterScroll(activeIndexRef.current, shown));
    };
    // The active plan is kept across a resize, which measures the row anew.
    const showActivePlan = () =>
      emblaApi.scrollTo(snapShowing(activeIndexRef.current, snapGroups()), true);
    const holdStill = () => setPressed(true);
    const moveOnAgain = () => setPressed(false);
    emblaApi
      .on('select', followScroll)
      .on('reInit', showActivePlan)
      .on('pointerDown', holdStill)
      .on('pointerUp', moveOnAgain);
    // A plan chosen before the measure is scrolled to; otherwise Embla, which runs from its
    // creation a render before this, is followed, in case a swipe came in between.
    if (activeIndexRef.current !== 0) showActivePlan();
    else followScroll();
    return () => {
      emblaApi
        .off('select', followScroll)
        .off('reInit', showActivePlan)
        .off('pointerDown', holdStill)
        .off('pointerUp', moveOnAgain);
    };
  }, [emblaApi, markActive]);

  const goTo = useCallback(
    (index: number) => {
      const target = wrapIndex(index, plans.length);
      markActive(target);
      emblaApi?.scrollTo(
        snapShowing(target, emblaApi.internalEngine().slideRegistry),
        reducedMotion,
      );
    },
    [emblaApi, plans.length, reducedMotion, markActive],
  );

  // Restarting on every change of the active plan gives each plan its full 6 seconds.
  useEffect(() => {
    if (!autoAdvance) return;
    const timer = setTimeout(() => goTo(activeIndex + 1), PRICING_AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [autoAdvance, activeIndex, goTo]);

  const enterFocus = (event: FocusEvent<HTMLDivElement>) => {
    setKeyboardFocusInside(isKeyboardFocus(event.target));
  };
  const leaveFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardFocusInside(false);
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="plan-carousel"
      data-auto-advance={autoAdvance}
      onPointerEnter={hoverWith(true)}
      onPointerLeave={hoverWith(false)}
      onFocus={enterFocus}
      onBlur={leaveFocus}
    >
      <div ref={measureNow ? viewportRef : undefined} className="overflow-hidden py-4">
        {/* Negative margin and slide padding of 16 px each: the spec's 16 px gap. */}
        {/* Two plans fill a row of two and stand centred in a row of three (lg). */}
        <div className={cn('-ml-4 flex touch-pan-y', plans.length < 3 && 'lg:justify-center')}>
          {plans.map((plan, index) => (
            // A pointer's shortcut to a plan: the keyboard reaches each plan with the dots.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
            <div
              key={plan.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${plans.length}: ${plan.title}`}
              data-active={index === activeIndex}
              // A clicked card becomes the active plan. Embla stops the click that ends a drag
              // before it reaches this handler, so a swipe does not select.
              onClick={() => goTo(index)}
              className="min-w-0 shrink-0 grow-0 basis-[88%] pl-4 sm:basis-1/2 lg:basis-1/3"
            >
              <PlanCard plan={plan} active={index === activeIndex} />
            </div>
          ))}
        </div>
      </div>
      {/* Announces the plan a visitor moved to; silent while the carousel moves on by itself. */}
      <p className="sr-only" aria-live={autoAdvance ? 'off' : 'polite'} aria-atomic="true">
        {`Plan ${activeIndex + 1} of ${plans.length}: ${plans[activeIndex]?.title ?? ''}`}
      </p>
      {plans.length > 1 ? (
        <CarouselControls
          plans={plans}
          activeIndex={activeIndex}
          paused={paused}
          showPause={!reducedMotion}
          onPrevious={() => goTo(activeIndex - 1)}
          onNext={() => goTo(activeIndex + 1)}
          onSelect={goTo}
          onTogglePause={() => setPaused((current) => !current)}
        />
      ) : null}
    </div>
  );
}

/** Whether focus came from the keyboard (the browser shows its focus ring), not a click or tap. */
function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A browser without :focus-visible: treat all focus as keyboard focus, as before.
    return true;
  }
}

/** False until `delayMs` have passed since the component mounted, then true. */
function useTimeHasPassed(delayMs: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return passed;
}
