import type { FastifyInstance } from 'fastify';

/** GET /api/health/: {"status": "ok"} while the server runs. */
export function registerHealthRoutes(app: FastifyInstance): void {
  app.get('/api/health/', async () => ({ status: 'ok' }));
}
