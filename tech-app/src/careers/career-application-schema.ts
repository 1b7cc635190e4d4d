import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@site/shared/lib/zod';
import { jobOpeningCodes, resumeFileRules } from '@site/shared/schemas/career-application-rules';
import { phoneCountryCodes } from '../data/phone-countries';
import { phoneError } from './phone-rules';

/** The resume input's files: none chosen yet (null), or the chosen file first. */
type ResumeFiles = FileList | null;

/** Whether a resume is within the API's size limit (no file is, too). */
export function isResumeWithinLimit(file: File | null | undefined): boolean {
  return (file?.size ?? 0) <= resumeFileRules.maxBytes;
}

/**
 * What the careers form checks (spec section 5): the phone number for the chosen country, and the
 * resume's size (the API's limit, `resumeFileRules`). The browser checks that the other fields are
 * filled in; the API checks the rest, and its messages show under the fields. (The job
 * application the API reads is `careerApplicationFieldsSchema`.)
 */
export const careerApplicationFormSchema = z
  .object({
    position: z.enum(jobOpeningCodes),
    full_name: z.string(),
    email: z.string(),
    country: z.enum(phoneCountryCodes),
    phone: z.string(),
    linkedin_url: z.string(),
    cover_letter: z.string(),
    resume: z.custom<ResumeFiles>((files) => isResumeWithinLimit((files as ResumeFiles)?.[0]), {
      error: resumeFileRules.tooLargeMessage,
    }),
  })
  .check((context) => {
    const { phone, country } = context.value;
    const message = phoneError(phone, country, 'edit');
    if (message) context.issues.push({ code: 'custom', path: ['phone'], message, input: phone });
  });

export type CareerApplicationFormValues = z.input<typeof careerApplicationFormSchema>;

export const careerApplicationResolver = zodResolver(careerApplicationFormSchema);
