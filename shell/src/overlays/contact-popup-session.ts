/** Spec: once closed, the popup stays closed for the rest of the browser session. */
export const CONTACT_POPUP_CLOSED_KEY = 'contact-popup-closed';
export const CONTACT_POPUP_DELAY_MS = 5000;

// Storage can be unavailable (privacy modes, blocked cookies); the popup then simply shows.
export function wasContactPopupClosed(): boolean {
  try {
    return window.sessionStorage.getItem(CONTACT_POPUP_CLOSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberContactPopupClosed(): void {
  try {
    window.sessionStorage.setItem(CONTACT_POPUP_CLOSED_KEY, 'true');
  } catch {
    // Without storage the popup may show again on the next load; nothing else to do.
  }
}
