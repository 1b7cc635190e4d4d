import { Route, Routes, useLocation } from 'react-router-dom';
import { routeList, type RemotePageModuleName, type RouteRow } from '@site/shared';
import { RemoteSlot } from './federation/remote-slot';
import { shellPages } from './pages/shell-pages';

/** What each remote page is called in a loading or failure message. */
const remotePageLabels: Record<RemotePageModuleName, string> = {
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
function RemotePage({ route }: { route: Exclude<RouteRow, { owner: 'shell' }> }) {
  const { pathname } = useLocation();
  const label = remotePageLabels[route.module];
  return route.owner === 'tech-app' ? (
    <RemoteSlot key={pathname} remote="techApp" module={route.module} label={label} />
  ) : (
    <RemoteSlot key={pathname} remote="educationApp" module={route.module} label={label} />
  );
}

function pageElement(route: RouteRow) {
  if (route.owner !== 'shell') return <RemotePage route={route} />;
  const ShellPage = shellPages[route.module];
  return <ShellPage />;
}

/**
 * Every route of the route table, each rendered by the app that owns it (design.md). Paths match
 * in their own case only, as the static host's files do: /Pricing is the not-found page it was
 * served as, not the pricing page once the code runs.
 */
export function AppRoutes() {
  return (
    <Routes>
      {routeList.map((route) => (
        <Route key={route.id} path={route.path} caseSensitive element={pageElement(route)} />
      ))}
    </Routes>
  );
}
