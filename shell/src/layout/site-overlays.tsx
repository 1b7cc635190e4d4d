/** The always-present overlays: contact popup, enquiry widget and quick-action menu. */
export function SiteOverlays() {
  return null;
}
