/**
 * Standalone preview of education-app's pages for the team's own work, without the shell. The
 * live site never loads this file; it loads remoteEntry.js.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { setRuntimeConfig } from '@site/shared';
import EducationPage from './pages/education-page';
import CohortPage from './pages/cohort-page';
import CodingPage from './pages/coding-page';
import EnrollPage from './pages/enroll-page';
import ApplyInternshipPage from './pages/apply-internship-page';

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
      <div data-remote-app="educationApp">
        <Routes>
          <Route path="/" element={<EducationPage />} />
          <Route path="/education" element={<EducationPage />} />
          <Route path="/cohort" element={<CohortPage />} />
          <Route path="/coding" element={<CodingPage />} />
          <Route path="/enroll" element={<EnrollPage />} />
          <Route path="/apply-internship" element={<ApplyInternshipPage />} />
        </Routes>
      </div>
    </BrowserRouter>
  </StrictMode>,
);
