import type { FastifyInstance } from 'fastify';
import { internshipApplicationSchema } from '@site/shared/schemas/internship-application';
import { requireMediaType } from '../http/content-type-guard';
import { JSON_BODY_LIMIT_BYTES } from '../http/body-limits';
import { parseSubmission } from '../http/parse-submission';
import { submissionRouteConfig, type RouteContext } from './route-context';

/** POST /api/internship/ {name, email, phone, linkedin_url, message}: all required; 201 or 400. */
export function registerInternshipApplicationRoutes(
  app: FastifyInstance,
  context: RouteContext,
): void {
  app.post('/api/internship/', {
    config: submissionRouteConfig(context),
    onRequest: requireMediaType('application/json', JSON_BODY_LIMIT_BYTES),
    handler: async (request, reply) => {
      const parsed = parseSubmission(internshipApplicationSchema, request.body);
      if (!parsed.ok) return reply.code(400).send(parsed.errors);
      const record = await context.repository.addInternshipApplication(parsed.data, {
        notify: context.notifier.enabled,
      });
      context.notifier.wake();
      return reply.code(201).send(record);
    },
  });
}
