import type { FastifyInstance } from 'fastify';
import { internshipApplicationSchema } from '@site/shared/schemas/internship-application';
import { requireMediaType } from '../http/content-type-guard';
import { JSON_BODY_LIMIT_BYTES } from '../http/body-limits';
import { parseSubmission } from '../http/parse-submission';
import { addFieldError, drfMessages, type FieldErrors } from '../drf-errors';
import { storedPhoneNumber } from '../phone-number';
import { submissionRouteConfig, type RouteContext } from './route-context';

/**
 * POST /api/internship/ {name, email, phone, linkedin_url, message}: all required; the phone
 * checked with libphonenumber-js and stored in E.164 (an extension kept after it), as on the careers form; 201 or 400.
 */
export function registerInternshipApplicationRoutes(
  app: FastifyInstance,
  context: RouteContext,
): void {
  app.post('/api/internship/', {
    config: submissionRouteConfig(context),
    onRequest: requireMediaType('application/json', JSON_BODY_LIMIT_BYTES),
    handler: async (request, reply) => {
      const parsed = parseSubmission(internshipApplicationSchema, request.body);
      const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
      // Checked like the careers form (libphonenumber, India when no country code is given),
      // even when other fields fail, so every error shows at once.
      const typed = (request.body as Record<string, unknown> | undefined)?.phone;
      const phone =
        errors.phone || typeof typed !== 'string' ? null : storedPhoneNumber(typed.trim());
      if (!errors.phone && typeof typed === 'string' && !phone) {
        addFieldError(errors, 'phone', drfMessages.invalidPhone);
      }
      if (!parsed.ok || !phone) return reply.code(400).send(errors);
      const record = await context.repository.addInternshipApplication(
        { ...parsed.data, phone },
        {
          notify: context.notifier.enabled,
        },
      );
      context.notifier.wake();
      return reply.code(201).send(record);
    },
  });
}
