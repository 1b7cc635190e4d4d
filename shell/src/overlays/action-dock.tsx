import { brand } from '@site/shared';

/**
 * The bar at the bottom of the viewport that holds the quick-action menu (left) and the "Let's
 * Talk" button (right), on every screen. The two floating buttons sit inside it, never over the
 * page: the page scrolls up out from under the bar as it does under the header, and the footer
 * ends above it (its bottom padding is the bar's height, `--dock-height`). Between the buttons,
 * wide screens show the office hours and the reply promise.
 */
export function ActionDock() {
  return (
    <div
      data-testid="action-dock"
      className="fixed fixed-inset-x-0 bottom-0 z-30 flex h-(--dock-height) items-start justify-center border-t border-border bg-background/95 pb-[env(safe-area-inset-bottom,0px)] backdrop-blur"
    >
      <p aria-hidden="true" className="mt-[1.375rem] hidden text-xs text-muted-foreground md:block">
        {brand.hours} · {brand.replyPromise}
      </p>
    </div>
  );
}
