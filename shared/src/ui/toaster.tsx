import { useRef } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
// The store through the package entry: the one instance module federation shares.
import { cn, TOAST_DEFAULT_DURATION_MS, useSiteStore, type ToastMessage } from '@site/shared';
import { useKeepFieldsClearOfToasts } from '../lib/use-keep-fields-clear-of-toasts';

/** Spec: swiping right by at least 50 px dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

function ToastItem({ toast }: { toast: ToastMessage }) {
  const dismissToast = useSiteStore((state) => state.dismissToast);
  const removeToast = useSiteStore((state) => state.removeToast);
  return (
    <ToastPrimitive.Root
      open={toast.open}
      duration={toast.duration ?? TOAST_DEFAULT_DURATION_MS}
      onOpenChange={(open) => {
        if (!open) {
          dismissToast(toast.id);
          // Leave time for the closing transition before the toast leaves the queue.
          window.setTimeout(() => removeToast(toast.id), 200);
        }
      }}
      type={toast.variant === 'destructive' ? 'foreground' : 'background'}
      data-variant={toast.variant ?? 'default'}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg transition-transform data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:opacity-0',
        toast.variant === 'destructive'
          ? 'border-destructive bg-destructive text-destructive-foreground'
          : 'border-border bg-background text-foreground',
      )}
    >
      <div className="grid gap-1">
        {toast.title ? (
          <ToastPrimitive.Title className="text-sm font-semibold">
            {toast.title}
          </ToastPrimitive.Title>
        ) : null}
        {toast.description ? (
          <ToastPrimitive.Description className="text-sm opacity-90">
            {toast.description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      {toast.action}
      <ToastPrimitive.Close
        className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label="Dismiss notification"
      >
        <X className="size-4" aria-hidden />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

/**
 * Renders the toast queue of the shared store. Radix gives the rest of the spec: F8 focuses the
 * region, hovering or focusing it pauses the timers, and swipe-right dismisses.
 */
export function Toaster() {
  const toasts = useSiteStore((state) => state.toasts);
  const viewport = useRef<HTMLOListElement>(null);
  useKeepFieldsClearOfToasts(viewport);
  return (
    <ToastPrimitive.Provider
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      duration={TOAST_DEFAULT_DURATION_MS}
      label="Notification"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
      {/* aria-live marks it a live region to the modal dialog's aria-hidden pass, which leaves
          those in reach: a toast over the contact popup is seen by screen readers too. "off"
          leaves the announcing to Radix's own announcer. */}
      <ToastPrimitive.Viewport
        ref={viewport}
        hotkey={['F8']}
        aria-live="off"
        className="fixed bottom-(--dock-height,0px) right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
