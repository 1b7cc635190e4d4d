import { z } from '../lib/zod';
import { internshipApplicationLimits } from './field-limits';
import { requiredEmail, requiredHttpUrl, requiredPhoneText, requiredText } from './schema-fields';

/** An internship application; every field is required (the motivation text is `message`). */
export const internshipApplicationSchema = z.object({
  name: requiredText(internshipApplicationLimits.name),
  email: requiredEmail(),
  phone: requiredPhoneText(),
  linkedin_url: requiredHttpUrl(),
  message: requiredText(internshipApplicationLimits.message),
});

export type InternshipApplicationInput = z.input<typeof internshipApplicationSchema>;
export type InternshipApplication = z.output<typeof internshipApplicationSchema>;
