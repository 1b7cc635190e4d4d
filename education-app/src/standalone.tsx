/**
 * Standalone preview of education-app's pages for the team's own work, without the shell: its routes
 * from the route table, each rendering the page module it exposes. The live site never loads
 * this file; it loads remoteEntry.js.
 */
import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { lazyModule, REMOTE_SCOPE_ATTRIBUTE, routesOwnedBy, setRuntimeConfig } from '@site/shared';
import devSiteConfig from '../../shared/dev-site-config.json';
import { exposedModules } from './exposed-modules';

setRuntimeConfig(devSiteConfig);

/** Every page module, as the one shape the preview renders. */
const pageModule = (importPage: () => Promise<{ default: ComponentType }>) =>
  lazyModule(importPage).component('default');

const routes = routesOwnedBy('education-app').map((route) => ({
  path: route.path,
  Page: pageModule(exposedModules[route.module]),
}));

const FirstPage = routes[0]!.Page;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      {/* The remote's stylesheet is scoped to this attribute, as inside the shell. */}
      <div {...{ [REMOTE_SCOPE_ATTRIBUTE]: 'educationApp' }}>
        <Suspense fallback={<p>Loading…</p>}>
          <Routes>
            {routes.map(({ path, Page }) => (
              <Route key={path} path={path} caseSensitive element={<Page />} />
            ))}
            <Route path="*" element={<FirstPage />} />
          </Routes>
        </Suspense>
      </div>
    </BrowserRouter>
  </StrictMode>,
);
