/**
 * The route table as the tests use it. Every address a test opens or expects comes from
 * `pathTo`, and every list of pages from `routeList`, so a test never writes a route path.
 */
import {
  fillPath,
  isNotFoundPath,
  pathTo,
  routeList,
  type RouteId,
  type RouteParams,
  type RouteRow,
} from '@site/shared/contracts/routes';

export { isNotFoundPath, pathTo, routeList };

/** The routes whose path names a parameter: `serviceDetail`, `portfolioDetail`. */
type RouteWithParams = {
  [Id in RouteId]: keyof RouteParams<Id> extends never ? never : Id;
}[RouteId];

/** The record a test opens a route that needs one with: a service and a case study. */
const sampleParams = {
  serviceDetail: { id: 'web-development' },
  portfolioDetail: { id: 's2lib' },
} satisfies { [Id in RouteWithParams]: RouteParams<Id> };

/** An address no route has, where the not-found page answers. */
const unknownAddress = '/no-such-page';

/** The search page for a query, as the header's search box opens it. */
export function searchAddress(query: string): string {
  return `${pathTo('search')}?q=${encodeURIComponent(query)}`;
}

/**
 * The address a visitor opens for a route: its path, filled with the sample record when it
 * needs one; the search page with a query; an unknown address for the not-found page.
 */
export function sampleAddress(route: RouteRow): string {
  if (route.id === 'notFound') return unknownAddress;
  if (route.id === 'search') return searchAddress('web');
  const params: Readonly<Record<string, string>> =
    route.id in sampleParams ? sampleParams[route.id as RouteWithParams] : {};
  return fillPath(route.path, params);
}

/** A route that renders a page of its own: every route but the not-found page. */
type PageRoute = Exclude<RouteRow, { id: 'notFound' }>;
export type PageRouteId = PageRoute['id'];

/** Every route of the table but the not-found page, in the table's order. */
export const pageRoutes: readonly PageRoute[] = routeList.filter(
  (route): route is PageRoute => route.id !== 'notFound',
);

/** Matches a text that ends with `address` (a canonical URL, a link's href). */
export function endingWith(address: string): RegExp {
  return new RegExp(`${address.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`);
}
