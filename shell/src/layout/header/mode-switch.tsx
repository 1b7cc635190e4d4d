import { useMotionParts } from '../../motion/motion-loader';
import { useModeChoice } from './use-mode-choice';

/** Spec: the switch thumb moves with a spring of stiffness 700 and damping 30. */
export const MODE_SWITCH_SPRING = { type: 'spring', stiffness: 700, damping: 30 } as const;

/** Track width 44 px, padding 2 px each side, thumb 20 px. */
const THUMB_TRAVEL_PX = 20;
// The thumb ignores the pointer, so a click always lands on the button itself: the thumb is
// swapped for its animated version when that code arrives, possibly in the middle of a click.
const THUMB_CLASS = 'pointer-events-none block size-5 rounded-full bg-background shadow';

export function ModeSwitch({ id = 'mode-switch' }: { id?: string }) {
  const { shownMode, toggle } = useModeChoice();
  const motionParts = useMotionParts();
  const isEducation = shownMode === 'education';
  const thumbX = isEducation ? THUMB_TRAVEL_PX : 0;
  return (
    <div className="flex items-center gap-2 text-xs font-medium">
      <span aria-hidden className={isEducation ? 'text-muted-foreground' : 'text-foreground'}>
        Tech
      </span>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={isEducation}
        aria-label="Education mode"
        onClick={toggle}
        data-testid={id}
        className={`flex h-6 w-11 items-center rounded-full p-0.5 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background ${
          isEducation ? 'bg-primary' : 'bg-input'
        }`}
      >
        {motionParts ? (
          <motionParts.Slide x={thumbX} transition={MODE_SWITCH_SPRING} className={THUMB_CLASS} />
        ) : (
          // Until the animation code has loaded (it loads on the first interaction).
          <span
            className={`${THUMB_CLASS} transition-transform motion-reduce:transition-none`}
            style={{ transform: `translateX(${thumbX}px)` }}
          />
        )}
      </button>
      <span aria-hidden className={isEducation ? 'text-foreground' : 'text-muted-foreground'}>
        Education
      </span>
    </div>
  );
}
