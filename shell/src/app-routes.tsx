import { Route, Routes, useLocation } from 'react-router-dom';
import { routeTable, type OwnedRoute, type RemotePageModule } from '@site/shared';
import { RemoteSlot } from './federation/remote-slot';
import { shellPages } from './pages/shell-pages';
import NotFoundPage from './pages/not-found-page';

const remotePageLabels: Record<RemotePageModule, string> = {
  './ServicesPage': 'the services page',
  './ServiceDetailPage': 'this service',
  './PricingPage': 'the pricing page',
  './CareersPage': 'the careers page',
  './PortfolioPage': 'the portfolio',
  './PortfolioDetailPage': 'this case study',
  './EducationPage': 'the courses page',
  './CohortPage': 'the internships page',
  './CodingPage': 'the coding page',
  './EnrollPage': 'the enrollment page',
  './ApplyInternshipPage': 'the internship application',
};

/** A remote's page, keyed by the path so a failure on one page does not stick to the next. */
function RemotePage({ route }: { route: Exclude<OwnedRoute, { owner: 'shell' }> }) {
  const { pathname } = useLocation();
  const label = remotePageLabels[route.exposedModule];
  return route.owner === 'tech-app' ? (
    <RemoteSlot key={pathname} remote="techApp" module={route.exposedModule} label={label} />
  ) : (
    <RemoteSlot key={pathname} remote="educationApp" module={route.exposedModule} label={label} />
  );
}

/** Every route of the spec, each rendered by the app that owns it (design.md). */
export function AppRoutes() {
  return (
    <Routes>
      {routeTable.map((route) => {
        if (route.owner !== 'shell') {
          return (
            <Route key={route.path} path={route.path} element={<RemotePage route={route} />} />
          );
        }
        const ShellPage = shellPages[route.path] ?? NotFoundPage;
        return <Route key={route.path} path={route.path} element={<ShellPage />} />;
      })}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
