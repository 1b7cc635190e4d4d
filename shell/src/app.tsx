import { LazyMotion, MotionConfig } from 'framer-motion';
import { ThemeProvider } from './theme/theme-provider';
import { SiteLayout } from './layout/site-layout';
import { AppRoutes } from './app-routes';
import { useShellStartedMarker } from './started-marker';

const loadMotionFeatures = () => import('./motion-features').then((module) => module.default);

/**
 * The whole site below the router. The browser wraps it in a BrowserRouter; prerendering wraps
 * it in a StaticRouter for each route.
 */
export function App() {
  useShellStartedMarker();
  return (
    <ThemeProvider defaultTheme="dark">
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user">
          <SiteLayout>
            <AppRoutes />
          </SiteLayout>
        </MotionConfig>
      </LazyMotion>
    </ThemeProvider>
  );
}
