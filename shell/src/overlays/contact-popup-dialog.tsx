import type { RefObject } from 'react';
import { useSiteMode } from '@site/shared';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@site/shared/ui/dialog';
import { ContactForm } from '../contact/contact-form';
import type { ContactFormValues } from '../contact/contact-validation';
import { contactPopupLabels } from '../contact/contact-form-labels';
import { overlayCopyByMode } from './overlay-copy';

interface ContactPopupDialogProps {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** Where focus was when the popup opened by itself; it goes back there on close. */
  focusBeforeOpening: RefObject<HTMLElement | null>;
  /** A message that could not be sent, to start the form from. */
  draft: ContactFormValues | undefined;
  onUnsent: (values: ContactFormValues) => void;
}

const POPUP_ID_PREFIX = 'popup';

/** The "Send a Message" dialog itself, loaded when the popup first opens. */
export default function ContactPopupDialog({
  open,
  onOpen,
  onClose,
  focusBeforeOpening,
  draft,
  onUnsent,
}: ContactPopupDialogProps) {
  const mode = useSiteMode();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpen() : onClose())}>
      <DialogContent
        closeLabel="Close the message form"
        data-testid="contact-popup"
        className="outline-none"
        onOpenAutoFocus={(event) => {
          // The popup opens by itself, while the visitor is reading: focus goes to the dialog,
          // not to a field, so a phone does not raise its keyboard. Screen readers announce the
          // title and description; Tab reaches Full Name first.
          // Focus moves in on the next frame. Focusing in the task that inserts the dialog would
          // force a layout of the whole page there, one long task where two short ones do.
          event.preventDefault();
          const content = event.currentTarget;
          if (!(content instanceof HTMLElement)) return;
          requestAnimationFrame(() => {
            if (!content.isConnected || content.contains(document.activeElement)) return;
            content.focus();
          });
        }}
        onKeyDown={(event) => {
          // A notice raised since the popup opened (a failed send) is the topmost layer and
          // takes the first Escape for itself; Escape pressed in the popup closes the popup.
          if (event.key === 'Escape' && event.currentTarget.contains(event.target as Node)) {
            onClose();
          }
        }}
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
          idPrefix={POPUP_ID_PREFIX}
          labels={contactPopupLabels}
          subjectRequired={false}
          submitLabel="Send Message"
          messageClassName="min-h-[150px]"
          onSent={onClose}
          onUnsent={onUnsent}
          draft={draft}
        />
      </DialogContent>
    </Dialog>
  );
}
