import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Button, cn } from '@site/shared';
import type { PricingPlan } from '../data/pricing-plans';

interface CarouselControlsProps {
  plans: readonly PricingPlan[];
  activeIndex: number;
  paused: boolean;
  /** The pause control is left out when auto-advance can never run (reduced motion). */
  showPause: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
  onTogglePause: () => void;
}

export function CarouselControls({
  plans,
  activeIndex,
  paused,
  showPause,
  onPrevious,
  onNext,
  onSelect,
  onTogglePause,
}: CarouselControlsProps) {
  return (
    <div className="mt-2 flex items-center justify-center gap-3">
      <Button variant="outline" size="icon" onClick={onPrevious} aria-label="Previous plan">
        <ChevronLeft aria-hidden />
      </Button>
      <div className="flex items-center gap-1">
        {plans.map((plan, index) => (
          <button
            key={plan.id}
            type="button"
            onClick={() => onSelect(index)}
            aria-label={`Show ${plan.title}`}
            aria-current={index === activeIndex ? 'true' : undefined}
            className="flex size-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span
              className={cn(
                'block h-2.5 rounded-full transition-all motion-reduce:transition-none',
                index === activeIndex ? 'w-5 bg-primary' : 'w-2.5 bg-input',
              )}
            />
          </button>
        ))}
      </div>
      {showPause ? (
        <Button
          variant="outline"
          size="icon"
          onClick={onTogglePause}
          aria-label={paused ? 'Resume automatic plan rotation' : 'Pause automatic plan rotation'}
          data-testid="plan-carousel-pause"
        >
          {paused ? <Play aria-hidden /> : <Pause aria-hidden />}
        </Button>
      ) : null}
      <Button variant="outline" size="icon" onClick={onNext} aria-label="Next plan">
        <ChevronRight aria-hidden />
      </Button>
    </div>
  );
}
