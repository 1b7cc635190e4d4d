import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
} from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { usePrefersReducedMotion } from '@site/shared/lib/use-prefers-reduced-motion';
import type { PricingPlan } from '../data/pricing-plans';
import {
  PRICING_AUTO_ADVANCE_MS,
  PRICING_INITIAL_MEASURE_DELAY_MS,
  shouldAutoAdvance,
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
 * has more than one plan and is neither hovered by a mouse, holding keyboard focus, paused nor
 * under reduced motion, and moves on again as soon as none of these holds any more; wraps
 * at both ends; the active plan follows the scroll position and a clicked card becomes active.
 * It measures its cards 150 ms after mounting: Embla measures when it starts, so it is given the
 * viewport only then, and until that moment the cards stand where the page's CSS put them.
 */
export function PlanCarousel({ plans, label }: PlanCarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  // The plugin is only the timer: this component decides when it runs (see the effect below).
  const [plugins] = useState(() => [
    Autoplay({
      delay: PRICING_AUTO_ADVANCE_MS,
      playOnInit: false,
      stopOnInteraction: true,
      stopOnFocusIn: false,
      stopOnMouseEnter: false,
    }),
  ]);
  const [viewportRef, emblaApi] = useEmblaCarousel(
    { align: 'center', containScroll: false, loop: true },
    plugins,
  );
  const measureNow = useTimeHasPassed(PRICING_INITIAL_MEASURE_DELAY_MS);
  const [activeIndex, setActiveIndex] = useState(0);
  // A plan chosen before the carousel has measured; it moves there as soon as it has.
  const chosenBeforeMeasure = useRef<number | null>(null);
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

  // Nothing moves on before the carousel has measured its cards.
  const autoAdvance =
    emblaApi !== undefined &&
    shouldAutoAdvance({
      planCount: plans.length,
      hovered,
      keyboardFocusInside,
      reducedMotion,
      paused,
    });

  // A layout effect, so the carousel follows Embla from the same task that first renders with
  // it: a press landing between that render and a passive effect would move Embla unheard (the
  // wrong card marked active) or be undone by the move to a plan chosen before the measure.
  useLayoutEffect(() => {
    if (!emblaApi) return;
    const followSelection = () => setActiveIndex(emblaApi.selectedScrollSnap());
    emblaApi.on('select', followSelection).on('reInit', followSelection);
    if (chosenBeforeMeasure.current !== null) {
      emblaApi.scrollTo(chosenBeforeMeasure.current, true);
      chosenBeforeMeasure.current = null;
    }
    // Embla runs from its creation, a render before this: a swipe in between is followed now.
    followSelection();
    return () => {
      emblaApi.off('select', followSelection).off('reInit', followSelection);
    };
  }, [emblaApi]);

  // Restarting on every change of the active plan gives each plan its full 6 seconds.
  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!emblaApi || !autoplay) return;
    if (!autoAdvance) {
      autoplay.stop();
      return;
    }
    autoplay.play();
    // The plugin stops its timer when a drag starts. A mouse is hovering by then, and moving it
    // away restarts the timer, but a short touch swipe that ends on the same plan changes
    // nothing here and would otherwise leave the carousel stopped for good.
    const resumeAfterPress = () => autoplay.play();
    emblaApi.on('pointerUp', resumeAfterPress);
    return () => {
      emblaApi.off('pointerUp', resumeAfterPress);
    };
  }, [emblaApi, autoAdvance, activeIndex]);

  const goTo = (index: number) => {
    const target = wrapIndex(index, plans.length);
    if (emblaApi) {
      emblaApi.scrollTo(target, reducedMotion);
    } else {
      chosenBeforeMeasure.current = target;
      setActiveIndex(target);
    }
  };

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
        <div className="-ml-4 flex touch-pan-y">
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
