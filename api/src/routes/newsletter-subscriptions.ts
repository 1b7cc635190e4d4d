import type { FastifyInstance } from 'fastify';
import { newsletterSubscriptionSchema } from '@site/shared/schemas/newsletter-subscription';
import { DuplicateSubscriptionError } from '../db/submission-repository';
import { requireMediaType } from '../http/content-type-guard';
import { JSON_BODY_LIMIT_BYTES } from '../http/body-limits';
import { parseSubmission } from '../http/parse-submission';
import { submissionRouteConfig, type RouteContext } from './route-context';

export const DUPLICATE_SUBSCRIPTION_MESSAGE = 'This email is already subscribed.';

/** POST /api/subscribe/ {email}: 201 with the subscription, 400 {"email": [...]}. */
export function registerNewsletterSubscriptionRoutes(
  app: FastifyInstance,
  context: RouteContext,
): void {
  app.post('/api/subscribe/', {
    config: submissionRouteConfig(context),
    onRequest: requireMediaType('application/json', JSON_BODY_LIMIT_BYTES),
    handler: async (request, reply) => {
      const parsed = parseSubmission(newsletterSubscriptionSchema, request.body);
      if (!parsed.ok) return reply.code(400).send(parsed.errors);
      try {
        const record = await context.repository.addNewsletterSubscription(parsed.data.email, {
          notify: context.notifier.enabled,
        });
        context.notifier.wake();
        return reply.code(201).send(record);
      } catch (error) {
        if (error instanceof DuplicateSubscriptionError) {
          return reply.code(400).send({ email: [DUPLICATE_SUBSCRIPTION_MESSAGE] });
        }
        throw error;
      }
    },
  });
}
