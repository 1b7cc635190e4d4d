/**
 * Standalone preview of tech-app's pages for the team's own work, without the shell. The live
 * site never loads this file; it loads remoteEntry.js.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { setRuntimeConfig } from '@site/shared';
import ServicesPage from './pages/services-page';
import ServiceDetailPage from './pages/service-detail-page';
import PricingPage from './pages/pricing-page';
import CareersPage from './pages/careers-page';
import PortfolioPage from './pages/portfolio-page';
import PortfolioDetailPage from './pages/portfolio-detail-page';

setRuntimeConfig({
  remotes: {
    techApp: 'http://localhost:4174/remoteEntry.js',
    educationApp: 'http://localhost:4175/remoteEntry.js',
  },
  apiBaseUrl: 'http://localhost:4176',
  blogPostsEndpoint: 'http://localhost:4176/wp/v2/posts',
  geoLookupEndpoint: 'http://localhost:4176/api/geo/',
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      {/* The remote's stylesheet is scoped to this attribute, as inside the shell. */}
      <div data-remote-app="techApp">
        <Routes>
          <Route path="/" element={<ServicesPage />} />
          <Route path="/services" element={<ServicesPage />} />
          <Route path="/services/:id" element={<ServiceDetailPage />} />
          <Route path="/pricing" element={<PricingPage />} />
          <Route path="/careers" element={<CareersPage />} />
          <Route path="/portfolio" element={<PortfolioPage />} />
          <Route path="/portfolio/:id" element={<PortfolioDetailPage />} />
        </Routes>
      </div>
    </BrowserRouter>
  </StrictMode>,
);
