import {
  createContext,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** Spec defaults: open delay 700 ms, skip delay 300 ms. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** What the tooltips of one group share. */
export interface TooltipGroupState {
  /** The open delay now: the group's delay, or 0 while one is open or just closed. */
  delayDuration: number;
  onTooltipOpen(): void;
  onTooltipClose(): void;
}

/** The enclosing TooltipGroup's state; null outside any group. */
export const TooltipGroupContext = createContext<TooltipGroupState | null>(null);

interface TooltipGroupProps {
  children: ReactNode;
  /** How long the pointer rests on a trigger before its tooltip opens. */
  delayDuration?: number;
  /**
   * For how long after one tooltip of the group closes the next one opens at once, so the
   * visitor can run along a row of icons without waiting on each.
   */
  skipDelayDuration?: number;
}

/**
 * A group of tooltips (the hero's orbit icons, the core values): while one is open, and for the
 * skip delay after it closes, the next opens at once. It keeps only that timing, not Radix's
 * provider, so it can wrap prerendered markup from the first render on while the tooltips'
 * code (Radix with floating-ui) still loads on the visitor's first interaction.
 */
export function TooltipGroup({
  children,
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
}: TooltipGroupProps) {
  const [skipping, setSkipping] = useState(false);
  const skipEnd = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(skipEnd.current), []);

  const onTooltipOpen = useCallback(() => {
    window.clearTimeout(skipEnd.current);
    setSkipping(true);
  }, []);
  const onTooltipClose = useCallback(() => {
    window.clearTimeout(skipEnd.current);
    skipEnd.current = window.setTimeout(() => setSkipping(false), skipDelayDuration);
  }, [skipDelayDuration]);

  const group = useMemo(
    () => ({ delayDuration: skipping ? 0 : delayDuration, onTooltipOpen, onTooltipClose }),
    [skipping, delayDuration, onTooltipOpen, onTooltipClose],
  );
  return <TooltipGroupContext.Provider value={group}>{children}</TooltipGroupContext.Provider>;
}
