import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { useContext, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { cn } from '@site/shared';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, TooltipGroupContext } from './tooltip-group';

interface TooltipProps {
  content: ReactNode;
  children: ReactNode;
  /** Outside a TooltipGroup only: inside one, the group's delays apply. */
  delayDuration?: number;
  skipDelayDuration?: number;
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
  /** Opens at once, for a tap on the trigger made before the tooltip's code arrived. */
  initiallyOpen?: boolean;
  /** False where the trigger already shows the content on touch screens. */
  opensOnTap?: boolean;
}

/**
 * A tooltip. Inside a TooltipGroup it follows the group's timing, so moving from one trigger of
 * the group to the next opens the next tooltip within the skip delay; on its own it has its own
 * delays, so a remote can use it without depending on anything the shell renders. The trigger
 * must be a button passed as the single child (a tap's click is kept from following a link).
 *
 * A touch screen cannot hover, and Radix opens tooltips on hover and keyboard focus only, so a
 * tap on the trigger toggles the tooltip; a tap elsewhere closes it.
 */
export function Tooltip({
  content,
  children,
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  side = 'top',
  className,
  initiallyOpen = false,
  opensOnTap = true,
}: TooltipProps) {
  const group = useContext(TooltipGroupContext);
  const [open, setOpen] = useState(initiallyOpen);
  const pressedByTouch = useRef(false);
  /** Radix closes an open tooltip as the trigger is pressed, before the tap's click. */
  const openAtPress = useRef(false);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (next) group?.onTooltipOpen();
    else group?.onTooltipClose();
  };
  const toggleOnTap = (event: MouseEvent) => {
    const tapped = pressedByTouch.current;
    // A click with no press before it (Enter or Space) is the keyboard's.
    pressedByTouch.current = false;
    if (!opensOnTap || !tapped) return;
    // Radix closes the tooltip on every click; a tap decides instead.
    event.preventDefault();
    changeOpen(!openAtPress.current);
  };

  return (
    <TooltipPrimitive.Provider
      delayDuration={group ? group.delayDuration : delayDuration}
      skipDelayDuration={group ? 0 : skipDelayDuration}
    >
      <TooltipPrimitive.Root open={open} onOpenChange={changeOpen}>
        <TooltipPrimitive.Trigger
          asChild
          onPointerDown={(event) => {
            pressedByTouch.current = event.pointerType === 'touch';
            openAtPress.current = open;
          }}
          onClick={toggleOnTap}
        >
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            collisionPadding={5}
            className={cn(
              'z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md',
              className,
            )}
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-foreground" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
