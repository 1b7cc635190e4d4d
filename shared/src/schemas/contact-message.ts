import { z } from '../lib/zod';
import { EMAIL_MAX_LENGTH, optionalText, requiredEmail, requiredText } from './schema-fields';

/** Field limits of a contact message (POST /api/contact/), in characters. */
export const contactMessageLimits = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  subject: 200,
  message: 5000,
} as const;

/**
 * A contact message from the contact page, the popup or the enquiry widget. The subject may be
 * blank or left out because the popup sends it optionally; the contact page and the widget
 * require it on their side.
 */
export const contactMessageSchema = z.object({
  name: requiredText(contactMessageLimits.name),
  email: requiredEmail(),
  subject: optionalText(contactMessageLimits.subject),
  message: requiredText(contactMessageLimits.message),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
