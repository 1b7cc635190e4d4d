import { BrowserRouter } from 'react-router-dom';
import { domAnimation, LazyMotion, MotionConfig } from 'framer-motion';
import { ThemeProvider } from './theme/theme-provider';
import { SiteLayout } from './layout/site-layout';
import { AppRoutes } from './app-routes';

export function App() {
  return (
    <ThemeProvider defaultTheme="dark">
      <LazyMotion features={domAnimation} strict>
        <MotionConfig reducedMotion="user">
          <BrowserRouter>
            <SiteLayout>
              <AppRoutes />
            </SiteLayout>
          </BrowserRouter>
        </MotionConfig>
      </LazyMotion>
    </ThemeProvider>
  );
}
