import { z } from '../lib/zod';
import { filledText, requiredEmail } from './schema-fields';

/** A newsletter subscription: one email address, unique without regard to letter case. */
export const newsletterSubscriptionSchema = z.object({
  email: requiredEmail(),
});

export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionSchema>;
export type NewsletterSubscription = z.output<typeof newsletterSubscriptionSchema>;

/**
 * What the call-to-action newsletter form checks before sending: an email is filled in. Its
 * form is the API's to judge, and the API's message is shown (spec sections 5 and 8).
 */
export const newsletterFormSchema = z.object({
  email: filledText(),
});

/**
 * What the footer's newsletter box checks before sending: nothing (spec section 5). Whatever the
 * visitor typed goes to the API, whose answer is the message.
 */
export const footerNewsletterFormSchema = z.object({
  email: z.string(),
});
