import { z } from '../lib/zod';
import { EMAIL_MAX_LENGTH, requiredEmail } from './schema-fields';

/** Field limits of a newsletter subscription (POST /api/subscribe/). */
export const newsletterSubscriptionLimits = {
  email: EMAIL_MAX_LENGTH,
} as const;

/** A newsletter subscription: one email address, unique without regard to letter case. */
export const newsletterSubscriptionSchema = z.object({
  email: requiredEmail(),
});

export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionSchema>;
export type NewsletterSubscription = z.output<typeof newsletterSubscriptionSchema>;
