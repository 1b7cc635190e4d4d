import type { FastifyInstance } from 'fastify';
import { contactMessageSchema } from '@site/shared/schemas/contact-message';
import { requireMediaType } from '../http/content-type-guard';
import { JSON_BODY_LIMIT_BYTES } from '../http/body-limits';
import { parseSubmission } from '../http/parse-submission';
import { submissionRouteConfig, type RouteContext } from './route-context';

/** POST /api/contact/ {name, email, subject, message}: 201 with the stored message, or 400. */
export function registerContactMessageRoutes(app: FastifyInstance, context: RouteContext): void {
  app.post('/api/contact/', {
    config: submissionRouteConfig(context),
    onRequest: requireMediaType('application/json', JSON_BODY_LIMIT_BYTES),
    handler: async (request, reply) => {
      const parsed = parseSubmission(contactMessageSchema, request.body);
      if (!parsed.ok) return reply.code(400).send(parsed.errors);
      const record = await context.repository.addContactMessage(parsed.data, {
        notify: context.notifier.enabled,
      });
      context.notifier.wake();
      return reply.code(201).send(record);
    },
  });
}
