import type { ReactNode } from 'react';
import { SiteHeader } from './header/site-header';
import { SiteFooter } from './site-footer';
import { PageTransition } from './page-transition';
import { RouteChangeEffects } from './route-change-effects';
import { SiteOverlays } from './site-overlays';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useFocusKeptInView } from './use-focus-kept-in-view';
import { LivePart } from '@site/shared';
import { ToastRegion } from '../overlays/toast-region';

export function SiteLayout({ children }: { children: ReactNode }) {
  useFocusKeptInView();
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <SkipLink />
      <LivePart name="header">
        <SiteHeader />
      </LivePart>
      {/* Focused by the skip link; no ring round the whole page. */}
      <main id={MAIN_CONTENT_ID} className="flex-1 pt-14 outline-none">
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
