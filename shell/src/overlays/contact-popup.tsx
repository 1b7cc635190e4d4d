import { useEffect, useRef, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle, useSiteMode } from '@site/shared';
import { ContactForm } from '../contact/contact-form';
import { contactPopupLabels } from '../contact/contact-form-labels';
import { overlayCopyByMode } from './overlay-copy';
import {
  CONTACT_POPUP_DELAY_MS,
  rememberContactPopupClosed,
  wasContactPopupClosed,
} from './contact-popup-session';

/**
 * The timed "Send a Message" dialog: opens 5 s after load unless it was closed earlier in this
 * browser session. Closing it (x, Escape, outside click) or sending a message records that.
 */
export function ContactPopup() {
  const mode = useSiteMode();
  const [open, setOpen] = useState(false);
  // The popup opens by itself, with no trigger to return to, so focus goes back where it was.
  const focusBeforeOpening = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (wasContactPopupClosed()) return;
    const timer = window.setTimeout(() => {
      if (wasContactPopupClosed()) return;
      focusBeforeOpening.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(true);
    }, CONTACT_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const close = () => {
    rememberContactPopupClosed();
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogContent
        closeLabel="Close the message form"
        data-testid="contact-popup"
        onCloseAutoFocus={(event) => {
          const previous = focusBeforeOpening.current;
          if (previous?.isConnected) {
            event.preventDefault();
            previous.focus();
          }
        }}
      >
        <div className="space-y-1.5 pr-8">
          <DialogTitle>Send a Message</DialogTitle>
          <DialogDescription>{overlayCopyByMode[mode].popupDescription}</DialogDescription>
        </div>
        <ContactForm
          idPrefix="popup"
          labels={contactPopupLabels}
          subjectRequired={false}
          submitLabel="Send Message"
          messageClassName="min-h-[150px]"
          onSent={close}
        />
      </DialogContent>
    </Dialog>
  );
}
