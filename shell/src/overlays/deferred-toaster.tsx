import { useEffect } from 'react';
import { useSiteStore } from '@site/shared';
import { deferredModule } from '../deferred-module';
import { onFirstInteraction } from '../first-interaction';

/**
 * The toast region (Radix Toast). Toasts answer what the visitor did, so the region loads on the
 * first interaction, or at once should a toast be queued before one.
 */
const toasterModule = deferredModule(() => import('@site/shared/ui/toaster'));

export function DeferredToaster() {
  const loaded = toasterModule.useLoaded();
  const hasToast = useSiteStore((state) => state.toasts.length > 0);
  useEffect(() => onFirstInteraction(() => void toasterModule.load()), []);
  useEffect(() => {
    if (hasToast) void toasterModule.load();
  }, [hasToast]);
  return loaded ? <loaded.Toaster /> : null;
}
