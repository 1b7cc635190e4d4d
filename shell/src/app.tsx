import { useEffect } from 'react';
import { earlyInput } from '@site/shared';
import { ThemeProvider } from './theme/theme-provider';
import { SiteLayout } from './layout/site-layout';
import { AppRoutes } from './app-routes';
import { loadMotionParts } from './motion/motion-loader';
import { preloadShellPages } from './pages/shell-pages';
import { loadServicesDropdown } from './layout/header/services-submenu';
import { loadThemeMenu } from './layout/header/theme-toggle';
import { loadTooltip } from './components/tooltip-on-demand';
import { loadToaster } from './overlays/toast-region';
import { loadEnquiryWidgetForm } from './overlays/enquiry-widget';
import { footerNewsletterChunk } from './newsletter/footer-newsletter-chunk';

/**
 * What the visitor needs only after the first view: animations, the Services dropdown, tooltips,
 * the toast region, the forms of the enquiry widget and the footer, and the shell's other pages.
 */
function loadRestOfShell() {
  const loads = [
    loadMotionParts,
    loadEnquiryWidgetForm,
    footerNewsletterChunk.load,
    loadServicesDropdown,
    loadThemeMenu,
    loadTooltip,
    loadToaster,
  ];
  for (const load of loads) {
    // A part that fails to load keeps its plain stand-in; it is tried again when needed.
    load().catch(() => undefined);
  }
  preloadShellPages();
}

/**
 * The whole site below the router. The browser wraps it in a BrowserRouter; prerendering wraps
 * it in a StaticRouter for each route.
 */
export function App() {
  // After the visitor's first interaction, once the page's own code is live: it never competes
  // with what the page needs for the connection.
  useEffect(() => {
    const input = earlyInput();
    if (!input) {
      loadRestOfShell();
      return undefined;
    }
    return input.afterFirstInteraction(() => void input.whenSettled().then(loadRestOfShell));
  }, []);
  return (
    <ThemeProvider>
      <SiteLayout>
        <AppRoutes />
      </SiteLayout>
    </ThemeProvider>
  );
}
