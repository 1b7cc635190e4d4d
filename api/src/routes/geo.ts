import type { FastifyInstance } from 'fastify';
import { readRouteConfig, type RouteContext } from './route-context';

/** An ISO 3166-1 alpha-2 code; "XX" (unknown) and "T1" (Tor), as some CDNs send, are not. */
function countryCodeFrom(value: string | string[] | undefined): string | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(text) && text !== 'XX' ? text : null;
}

/**
 * GET /api/geo/: the visitor's country as the proxy in front of the API reports it in a trusted
 * header (x-country-code unless configured), or null. Stands in for an IP-location service.
 */
export function registerGeoRoutes(app: FastifyInstance, context: RouteContext): void {
  app.get('/api/geo/', { config: readRouteConfig(context) }, async (request, reply) => {
    // Added to the Vary the CORS plugin has already set (Origin), not in its place.
    const vary = reply.getHeader('vary');
    reply
      .header('cache-control', 'no-store')
      .header('vary', vary ? `${String(vary)}, ${context.geoHeader}` : context.geoHeader);
    return { country_code: countryCodeFrom(request.headers[context.geoHeader]) };
  });
}
