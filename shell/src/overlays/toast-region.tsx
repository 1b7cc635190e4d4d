import { useEffect, useState } from 'react';
import { earlyInput, lazyModule, useSiteStore } from '@site/shared';
import { PlainToasts } from './plain-toasts';

/**
 * The toast region (Radix Toast). Toasts answer what the visitor did, so the shell loads the
 * region on the first interaction, or at once should a toast be queued before one. Should its
 * code not arrive, the toasts are shown plainly, and each new toast tries the download again.
 */
const toasterModule = lazyModule(() => import('@site/shared/ui/toaster'));

export const loadToaster = toasterModule.load;

const TOAST_HOTKEY = 'F8';

export function ToastRegion() {
  const loaded = toasterModule.useLoaded();
  const newestToastId = useSiteStore((state) => state.toasts[0]?.id);
  const [downloadFailed, setDownloadFailed] = useState(false);

  useEffect(() => {
    if (newestToastId === undefined) return;
    toasterModule.load().then(
      () => setDownloadFailed(false),
      () => setDownloadFailed(true),
    );
  }, [newestToastId]);

  // The region's own F8 handler arrives with it: an F8 pressed before is handed to it then.
  useEffect(() => {
    if (loaded && earlyInput()?.takePageKey(TOAST_HOTKEY)) {
      document.dispatchEvent(
        new KeyboardEvent('keydown', { key: TOAST_HOTKEY, code: TOAST_HOTKEY }),
      );
    }
  }, [loaded]);

  if (loaded) return <loaded.Toaster />;
  return <PlainToasts show={downloadFailed} />;
}
