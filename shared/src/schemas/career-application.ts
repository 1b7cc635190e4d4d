import { z } from '../lib/zod';
import { optionalHttpUrl, requiredEmail, requiredPhoneText, requiredText } from './schema-fields';
import { careerApplicationLimits, jobOpeningCodes } from './career-application-rules';

export * from './career-application-rules';

/**
 * The text fields of a job application, sent as multipart form fields next to the `resume`
 * file. The phone is sent in international format; its validity is checked with
 * libphonenumber-js (the server stores it in E.164, an extension after it). The LinkedIn or portfolio URL is optional.
 */
export const careerApplicationFieldsSchema = z.object({
  position: z.enum(jobOpeningCodes),
  full_name: requiredText(careerApplicationLimits.full_name),
  email: requiredEmail(),
  phone: requiredPhoneText(),
  linkedin_url: optionalHttpUrl(),
  cover_letter: requiredText(careerApplicationLimits.cover_letter),
});

export type CareerApplicationFieldsInput = z.input<typeof careerApplicationFieldsSchema>;
export type CareerApplicationFields = z.output<typeof careerApplicationFieldsSchema>;
