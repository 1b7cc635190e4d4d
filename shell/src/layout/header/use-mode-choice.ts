import { useRef, useState } from 'react';
import { useSiteMode, useSiteStore, type SiteMode } from '@site/shared';
import { afterNextPaint } from '@site/shared/lib/after-next-paint';

const otherMode: Record<SiteMode, SiteMode> = { tech: 'education', education: 'tech' };

/**
 * The mode switch's state: the visitor's choice at once, the site's mode otherwise. A new mode
 * renders most of the page again (about 0.2-0.4 s on a mid-range phone), so the switch shows the
 * choice first and the site follows once that frame has been painted. (A transition would not
 * do: the store is read through useSyncExternalStore, whose updates React renders at once.) The
 * re-render still takes the main thread after that paint. Presses made before then count as one
 * choice, the last; the site takes it even if the switch has gone meanwhile (the phone menu
 * closed).
 */
export function useModeChoice(): { shownMode: SiteMode; toggle: () => void } {
  const mode = useSiteMode();
  const [chosen, setChosen] = useState<SiteMode | null>(null);
  const waiting = useRef<SiteMode | null>(null);
  const shownMode = chosen ?? mode;
  const toggle = () => {
    const firstPress = waiting.current === null;
    waiting.current = otherMode[shownMode];
    setChosen(waiting.current);
    if (!firstPress) return;
    afterNextPaint(() => {
      const choice = waiting.current!;
      waiting.current = null;
      useSiteStore.getState().setMode(choice);
      setChosen(null);
    });
  };
  return { shownMode, toggle };
}
