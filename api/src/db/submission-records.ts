/** The rows the API stores, as returned to callers (timestamps as ISO 8601 strings). */

export interface NewsletterSubscriptionRecord {
  id: number;
  email: string;
  created_at: string;
}

export interface ContactMessageRecord {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

export interface CareerApplicationRecord {
  id: number;
  position: string;
  full_name: string;
  email: string;
  /** E.164, e.g. "+919876543210", an extension after it: "+12015550123;ext=55". */
  phone: string;
  linkedin_url: string;
  cover_letter: string;
  /** The generated file name inside the upload directory. Never sent to visitors. */
  resume_stored_name: string;
  resume_original_name: string;
  /** The type found in the file's content, not the one the browser claimed. */
  resume_content_type: string;
  resume_size: number;
  created_at: string;
}

export interface InternshipApplicationRecord {
  id: number;
  name: string;
  email: string;
  phone: string;
  linkedin_url: string;
  message: string;
  created_at: string;
}

export interface SubmissionRecordByKind {
  subscriptions: NewsletterSubscriptionRecord;
  contact: ContactMessageRecord;
  career: CareerApplicationRecord;
  internship: InternshipApplicationRecord;
}

export type SubmissionKind = keyof SubmissionRecordByKind;

/** Table and columns of each kind, in export order. */
export const submissionTables = {
  subscriptions: { table: 'newsletter_subscriptions', columns: ['id', 'email', 'created_at'] },
  contact: {
    table: 'contact_messages',
    columns: ['id', 'name', 'email', 'subject', 'message', 'created_at'],
  },
  career: {
    table: 'career_applications',
    columns: [
      'id',
      'position',
      'full_name',
      'email',
      'phone',
      'linkedin_url',
      'cover_letter',
      'resume_stored_name',
      'resume_original_name',
      'resume_content_type',
      'resume_size',
      'created_at',
    ],
  },
  internship: {
    table: 'internship_applications',
    columns: ['id', 'name', 'email', 'phone', 'linkedin_url', 'message', 'created_at'],
  },
} as const satisfies Record<SubmissionKind, { table: string; columns: readonly string[] }>;

export const submissionKinds = Object.keys(submissionTables) as SubmissionKind[];

export function isSubmissionKind(value: string): value is SubmissionKind {
  return Object.hasOwn(submissionTables, value);
}
