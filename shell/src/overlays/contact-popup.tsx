import { startTransition, useEffect, useRef, useState } from 'react';
import { lazyModule } from '@site/shared';
import type { ContactFormValues } from '../contact/contact-validation';
import { pageShownAt } from '../page-shown-at';
import { watchForVisitorPause } from './visitor-pause';
import {
  CONTACT_POPUP_DELAY_MS,
  rememberContactPopupClosed,
  wasContactPopupClosed,
} from './contact-popup-session';

// The dialog and its form load when the popup first opens, not with the page. (Not React.lazy:
// Suspense reveals content on a timer, and the popup must open on its own 5 s timer alone.)
const popupDialog = lazyModule(() => import('./contact-popup-dialog'));

/**
 * The timed "Send a Message" dialog: opens 5 s after the visitor first saw the page (however long
 * start-up took on a slow phone) unless it was closed earlier in this browser session; a visitor
 * typing in a field or pressing something then is let finish first (visitor-pause.ts). Closing
 * it (x, Escape, outside click) or sending a message records that. A message whose send fails
 * after the visitor closed the popup brings it back with what they wrote.
 */
export function ContactPopup() {
  const [open, setOpen] = useState(false);
  // Stays mounted after the first opening, so closing can play its exit animation.
  const [opened, setOpened] = useState(false);
  // The popup opens by itself, with no trigger to return to, so focus goes back where it was.
  const focusBeforeOpening = useRef<HTMLElement | null>(null);
  const dialogModule = popupDialog.useLoaded();
  const [draft, setDraft] = useState<ContactFormValues>();
  // Read by a send's failure, which can come after the popup has closed.
  const isOpen = useRef(false);
  useEffect(() => {
    isOpen.current = open;
  }, [open]);

  useEffect(() => {
    if (wasContactPopupClosed()) return;
    let cancelled = false;
    const visitor = watchForVisitorPause();
    const openWhenLoaded = async () => {
      if (wasContactPopupClosed()) return;
      const loaded = await popupDialog.load().catch(() => null);
      // Not in the middle of the visitor's typing or click: it would take their keys.
      await visitor.nextPause();
      if (!loaded || cancelled || wasContactPopupClosed()) return;
      focusBeforeOpening.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // A transition: React renders the dialog in slices instead of one long task that a
      // visitor scrolling the page at that moment would feel.
      startTransition(() => {
        setOpen(true);
        setOpened(true);
      });
    };
    const wait = pageShownAt() + CONTACT_POPUP_DELAY_MS - Date.now();
    // Already due when start-up finished: open now rather than on a zero-delay timer.
    const timer = wait > 0 ? window.setTimeout(openWhenLoaded, wait) : undefined;
    if (timer === undefined) void openWhenLoaded();
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      visitor.stop();
    };
  }, []);

  if (!opened || !dialogModule) return null;
  const ContactPopupDialog = dialogModule.default;
  return (
    <ContactPopupDialog
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => {
        rememberContactPopupClosed();
        setOpen(false);
      }}
      focusBeforeOpening={focusBeforeOpening}
      draft={draft}
      onUnsent={(values) => {
        // Open, the form still holds them; closed, its fields went with it.
        if (isOpen.current) return;
        setDraft(values);
        setOpen(true);
      }}
    />
  );
}
