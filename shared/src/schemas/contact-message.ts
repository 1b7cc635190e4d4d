import { z } from '../lib/zod';
import { contactMessageLimits } from './field-limits';
import {
  filledEmail,
  filledText,
  optionalText,
  requiredEmail,
  requiredText,
} from './schema-fields';

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

/**
 * What a contact form checks before sending: the same presence and email rules as the API, the
 * subject required where the form asks for it. The lengths are the fields' `maxLength`
 * (`contactMessageLimits`, field-limits.ts); anything else the API refuses comes back as its message.
 */
export function contactFormSchema({ subjectRequired }: { subjectRequired: boolean }) {
  return z.object({
    name: filledText(),
    email: filledEmail(),
    subject: subjectRequired ? filledText() : z.string(),
    message: filledText(),
  });
}

export type ContactFormValues = z.input<ReturnType<typeof contactFormSchema>>;
