import { useRef } from 'react';
import { X } from 'lucide-react';
import { cn, useSiteStore, type ToastMessage } from '@site/shared';
import { useKeepFieldsClearOfToasts } from '@site/shared/lib/use-keep-fields-clear-of-toasts';

function PlainToast({ toast }: { toast: ToastMessage }) {
  const dismissToast = useSiteStore((state) => state.dismissToast);
  return (
    <div
      className={cn(
        'pointer-events-auto relative grid gap-1 rounded-lg border p-4 pr-10 shadow-lg',
        toast.variant === 'destructive'
          ? 'border-destructive bg-destructive text-destructive-foreground'
          : 'border-border bg-background text-foreground',
      )}
    >
      {toast.title ? <p className="text-sm font-semibold">{toast.title}</p> : null}
      {toast.description ? <p className="text-sm opacity-90">{toast.description}</p> : null}
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label="Dismiss notification"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}

/**
 * The toasts without the toast region's code: what the shell shows when that code could not be
 * downloaded (the network went down after the page loaded), so a form's answer, its failure
 * above all, is never lost. The live region is there from the start, so a screen reader
 * announces what appears in it; a toast stays until dismissed or replaced by the next.
 */
export function PlainToasts({ show }: { show: boolean }) {
  const toasts = useSiteStore((state) => state.toasts);
  const region = useRef<HTMLDivElement>(null);
  useKeepFieldsClearOfToasts(region);
  return (
    <div
      ref={region}
      role="status"
      // Written out, not only implied by the role: a modal dialog leaves live regions in reach.
      aria-live="polite"
      className="pointer-events-none fixed bottom-(--dock-height,0px) right-0 z-[100] flex w-full flex-col gap-2 p-4 sm:max-w-[420px]"
    >
      {show
        ? toasts
            .filter((toast) => toast.open)
            .map((toast) => <PlainToast key={toast.id} toast={toast} />)
        : null}
    </div>
  );
}
