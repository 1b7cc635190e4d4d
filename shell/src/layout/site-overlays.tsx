import { ActionDock } from '../overlays/action-dock';
import { ContactPopup } from '../overlays/contact-popup';
import { EnquiryWidget } from '../overlays/enquiry-widget';
import { QuickActions } from '../overlays/quick-actions';

/**
 * The always-present overlays: contact popup, enquiry widget and quick-action menu, the last two
 * in the action dock at the bottom of the viewport.
 */
export function SiteOverlays() {
  return (
    <>
      <ContactPopup />
      <ActionDock />
      <EnquiryWidget />
      <QuickActions />
    </>
  );
}
