import { useEffect } from 'react';
import { earlyInput, lazyModule, useSiteStore } from '@site/shared';

/**
 * The toast region (Radix Toast). Toasts answer what the visitor did, so the shell loads the
 * region on the first interaction, or at once should a toast be queued before one.
 */
const toasterModule = lazyModule(() => import('@site/shared/ui/toaster'));

export const loadToaster = toasterModule.load;

const TOAST_HOTKEY = 'F8';

export function ToastRegion() {
  const loaded = toasterModule.useLoaded();
  const hasToast = useSiteStore((state) => state.toasts.length > 0);

  useEffect(() => {
    if (hasToast) toasterModule.load().catch(() => undefined);
  }, [hasToast]);

  // The region's own F8 handler arrives with it: an F8 pressed before is handed to it then.
  useEffect(() => {
    if (loaded && earlyInput()?.takePageKey(TOAST_HOTKEY)) {
      document.dispatchEvent(
        new KeyboardEvent('keydown', { key: TOAST_HOTKEY, code: TOAST_HOTKEY }),
      );
    }
  }, [loaded]);

  return loaded ? <loaded.Toaster /> : null;
}
