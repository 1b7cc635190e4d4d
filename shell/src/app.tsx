import { useEffect } from 'react';
import { ThemeProvider } from './theme/theme-provider';
import { SiteLayout } from './layout/site-layout';
import { AppRoutes } from './app-routes';
import { useShellStartedMarker } from './started-marker';
import { loadMotionParts } from './motion/motion-loader';
import { preloadShellPages } from './pages/shell-pages';
import { loadServicesDropdown } from './layout/header/services-submenu';
import { onFirstInteraction } from './first-interaction';
import { loadTooltip } from './components/deferred-tooltip';
import { loadToaster } from './overlays/deferred-toaster';
import { loadEnquiryWidgetForm } from './overlays/enquiry-widget';
import { footerNewsletterChunk } from './newsletter/footer-newsletter-chunk';

/**
 * What the visitor needs only after the first view: animations, the Services dropdown, tooltips,
 * the toast region, the forms of the enquiry widget and the footer, and the shell's other pages.
 */
function loadRestOfShell() {
  void loadMotionParts();
  void loadEnquiryWidgetForm();
  footerNewsletterChunk.preload().catch(() => undefined);
  void loadServicesDropdown();
  void loadTooltip();
  void loadToaster();
  preloadShellPages();
}

/**
 * The whole site below the router. The browser wraps it in a BrowserRouter; prerendering wraps
 * it in a StaticRouter for each route.
 */
export function App() {
  useShellStartedMarker();
  useEffect(() => onFirstInteraction(loadRestOfShell), []);
  return (
    <ThemeProvider defaultTheme="dark">
      <SiteLayout>
        <AppRoutes />
      </SiteLayout>
    </ThemeProvider>
  );
}
