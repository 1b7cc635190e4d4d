import { m } from 'framer-motion';
import { useSiteStore } from '@site/shared';

/** Spec: the switch thumb moves with a spring of stiffness 700 and damping 30. */
export const MODE_SWITCH_SPRING = { type: 'spring', stiffness: 700, damping: 30 } as const;

export function ModeSwitch({ id = 'mode-switch' }: { id?: string }) {
  const mode = useSiteStore((state) => state.mode);
  const toggleMode = useSiteStore((state) => state.toggleMode);
  const isEducation = mode === 'education';
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
        onClick={toggleMode}
        data-testid={id}
        className={`flex h-6 w-11 items-center rounded-full p-0.5 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background ${
          isEducation ? 'justify-end bg-primary' : 'justify-start bg-input'
        }`}
      >
        <m.span
          layout
          transition={MODE_SWITCH_SPRING}
          className="block size-5 rounded-full bg-background shadow"
        />
      </button>
      <span aria-hidden className={isEducation ? 'text-foreground' : 'text-muted-foreground'}>
        Education
      </span>
    </div>
  );
}
