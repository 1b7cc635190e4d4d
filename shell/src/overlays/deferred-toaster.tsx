import { useEffect, useRef } from 'react';
import { useSiteStore } from '@site/shared';
import { deferredModule } from '../deferred-module';

/**
 * The toast region (Radix Toast). Toasts answer what the visitor did, so the shell loads the
 * region on the first interaction, or at once should a toast be queued before one.
 */
const toasterModule = deferredModule(() => import('@site/shared/ui/toaster'));

export const loadToaster = toasterModule.load;

const TOAST_HOTKEY = 'F8';

export function DeferredToaster() {
  const loaded = toasterModule.useLoaded();
  const hasToast = useSiteStore((state) => state.toasts.length > 0);
  const hotkeyPressedEarly = useRef(false);

  useEffect(() => {
    if (hasToast) void toasterModule.load();
  }, [hasToast]);

  // The region's own F8 handler is not there before it loads: an early F8 is replayed for it.
  useEffect(() => {
    if (loaded) {
      if (hotkeyPressedEarly.current) {
        hotkeyPressedEarly.current = false;
        document.dispatchEvent(
          new KeyboardEvent('keydown', { key: TOAST_HOTKEY, code: TOAST_HOTKEY }),
        );
      }
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === TOAST_HOTKEY) hotkeyPressedEarly.current = true;
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [loaded]);

  return loaded ? <loaded.Toaster /> : null;
}
