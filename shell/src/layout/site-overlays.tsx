import { ContactPopup } from '../overlays/contact-popup';
import { EnquiryWidget } from '../overlays/enquiry-widget';
import { QuickActions } from '../overlays/quick-actions';

/** The always-present overlays: contact popup, enquiry widget and quick-action menu. */
export function SiteOverlays() {
  return (
    <>
      <ContactPopup />
      <EnquiryWidget />
      <QuickActions />
    </>
  );
}
