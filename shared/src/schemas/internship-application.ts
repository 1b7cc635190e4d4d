import { z } from '../lib/zod';
import {
  EMAIL_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  URL_MAX_LENGTH,
  requiredEmail,
  requiredHttpUrl,
  requiredPhoneText,
  requiredText,
} from './schema-fields';

/** Field limits of an internship application (POST /api/internship/), in characters. */
export const internshipApplicationLimits = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  linkedin_url: URL_MAX_LENGTH,
  message: 5000,
} as const;

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
