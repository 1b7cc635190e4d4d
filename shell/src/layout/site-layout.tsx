import type { ReactNode } from 'react';
import { SiteHeader } from './header/site-header';
import { SiteFooter } from './site-footer';
import { PageTransition } from './page-transition';
import { RouteChangeEffects } from './route-change-effects';
import { SiteOverlays } from './site-overlays';
import { useFocusKeptInView } from './use-focus-kept-in-view';
import { LivePart } from '@site/shared';
import { ToastRegion } from '../overlays/toast-region';

export function SiteLayout({ children }: { children: ReactNode }) {
  useFocusKeptInView();
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <a
        href="#main"
        data-skip-link
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <LivePart name="header">
        <SiteHeader />
      </LivePart>
      {/* Focusable by script and by the skip link only, so "Skip to content" moves focus (and
          a screen reader's place) into the page, not only its scroll position. */}
      <main id="main" tabIndex={-1} className="flex-1 pt-14 outline-none">
        <PageTransition>{children}</PageTransition>
      </main>
      <LivePart name="footer">
        <SiteFooter />
      </LivePart>
      <LivePart name="overlays">
        <SiteOverlays />
      </LivePart>
      <RouteChangeEffects />
      <ToastRegion />
    </div>
  );
}
