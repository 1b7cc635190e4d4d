import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { afterNextPaint } from '@site/shared/lib/after-next-paint';

/** The width from which the header shows its whole bar and no menu button (Tailwind's xl). */
const WHOLE_BAR = '(min-width: 80rem)';

/**
 * The phone menu's open state. It is open on the page where it was opened only: any change of
 * page closes it in the same render as the new page. It also closes when the screen grows wide
 * enough for the whole bar (a tablet turned, a window widened), where it has no button.
 *
 * While it is open the dimmed page behind it is out of reach: the page, the footer and the skip
 * link to the page are inert, so Tab and a screen reader skip them (the dock, drawn above the
 * dimming, stays usable), and app.css stops the page scrolling. Making the page inert restyles
 * all of it (about 0.1 s on a mid-range phone), so it is done once the open panel has been
 * painted; until then the page is hidden from screen readers (aria-hidden, which restyles
 * nothing), and so from the replay of presses held before start-up. Both are lifted in the
 * commit that closes the menu, so a heading focused right after the close (a link to the page the
 * visitor is on) takes the focus.
 */
export function usePhoneMenu() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const closeMenu = useCallback(() => setOpenOn(null), []);
  const toggleMenu = useCallback(
    () => setOpenOn((current) => (current === pathname ? null : pathname)),
    [pathname],
  );

  useEffect(() => {
    if (!menuOpen) return;
    const wholeBar = window.matchMedia(WHOLE_BAR);
    const closeWhenWide = () => {
      if (wholeBar.matches) closeMenu();
    };
    closeWhenWide();
    wholeBar.addEventListener('change', closeWhenWide);
    return () => wholeBar.removeEventListener('change', closeWhenWide);
  }, [menuOpen, closeMenu]);

  useLayoutEffect(() => {
    if (!menuOpen) return;
    const behind = [
      // The skip link too: it leads into the page, which is out of reach.
      document.querySelector('[data-skip-link]'),
      document.getElementById('main'),
      document.querySelector('[data-part="footer"]'),
    ];
    for (const part of behind) part?.setAttribute('aria-hidden', 'true');
    const cancel = afterNextPaint(() => {
      for (const part of behind) part?.setAttribute('inert', '');
    });
    return () => {
      cancel();
      for (const part of behind) {
        part?.removeAttribute('inert');
        part?.removeAttribute('aria-hidden');
      }
    };
  }, [menuOpen]);

  return { menuOpen, toggleMenu, closeMenu };
}
