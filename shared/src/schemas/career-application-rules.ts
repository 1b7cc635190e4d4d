import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH, URL_MAX_LENGTH } from './field-limits';

// The job application's plain rules, without zod: the careers page needs these limits, and
// importing them from the schema module would bring the whole of zod (23 KB gzip) along.

/** The codes of the five job openings, in the order the careers page lists them. */
export const jobOpeningCodes = [
  'web_dev',
  'full_stack',
  'backend',
  'marketing',
  'lead_scraper_dev',
] as const;

export type JobOpeningCode = (typeof jobOpeningCodes)[number];

/** Field limits of a job application (POST /api/career/), in characters. */
export const careerApplicationLimits = {
  full_name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  linkedin_url: URL_MAX_LENGTH,
  cover_letter: 5000,
} as const;

const RESUME_MAX_MEGABYTES = 5;

/** The rules for the resume file. The server checks the type by the file's content. */
export const resumeFileRules = {
  maxBytes: RESUME_MAX_MEGABYTES * 1024 * 1024,
  /** Shown under the field when a larger file is chosen, and answered by the server. */
  tooLargeMessage: `The file is too large. The maximum size is ${RESUME_MAX_MEGABYTES} MB.`,
  /** The hint under the field. */
  hint: `PDF, DOC or DOCX, up to ${RESUME_MAX_MEGABYTES} MB.`,
  extensions: ['pdf', 'doc', 'docx'],
  contentTypes: {
    pdf: 'application/pdf',
    doc: 'application/msword',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  /** For the file input's accept attribute. */
  accept: '.pdf,.doc,.docx',
} as const;

export type ResumeExtension = (typeof resumeFileRules.extensions)[number];

/** The names of every multipart field of a job application, the file included. */
export const careerApplicationFieldNames = [
  'position',
  'full_name',
  'email',
  'phone',
  'linkedin_url',
  'cover_letter',
  'resume',
] as const;

export type CareerApplicationFieldName = (typeof careerApplicationFieldNames)[number];
