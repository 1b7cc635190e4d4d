import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { useContext, type ReactNode } from 'react';
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
}

/**
 * A tooltip. Inside a TooltipGroup it follows the group's timing, so moving from one trigger of
 * the group to the next opens the next tooltip within the skip delay; on its own it has its own
 * delays, so a remote can use it without depending on anything the shell renders. The trigger
 * must be a focusable element passed as the single child.
 */
export function Tooltip({
  content,
  children,
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
  side = 'top',
  className,
}: TooltipProps) {
  const group = useContext(TooltipGroupContext);
  return (
    <TooltipPrimitive.Provider
      delayDuration={group ? group.delayDuration : delayDuration}
      skipDelayDuration={group ? 0 : skipDelayDuration}
    >
      <TooltipPrimitive.Root
        onOpenChange={(open) => (open ? group?.onTooltipOpen() : group?.onTooltipClose())}
      >
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
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
