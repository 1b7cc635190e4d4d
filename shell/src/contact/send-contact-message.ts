import { NetworkError, postJson } from '@site/shared';
import type { ContactFormValues } from './contact-validation';

/** The call's own fallback when the server says no without a readable reason. */
export const SUBMISSION_FAILED_MESSAGE = 'Submission failed';
/** What the visitor reads when there is no message at all (for example, no network). */
export const TRY_AGAIN_LATER_MESSAGE = 'Please try again later.';

/** A refused submission; `message` is what the server said, or the call's fallback. */
export class ContactSubmissionError extends Error {
  override name = 'ContactSubmissionError';
}

/**
 * The readable reason in an error body: the `message` field, else DRF's `detail`, else the first
 * message of the first field error ({"email": ["Enter a valid email address."]}).
 */
export function contactErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'detail']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  for (const value of Object.values(record)) {
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return undefined;
}

/** POST /api/contact/; resolves with the created message or throws with a message to show. */
export async function sendContactMessage(values: ContactFormValues): Promise<unknown> {
  const answer = await postJson('/api/contact/', {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  });
  if (!answer.ok) {
    throw new ContactSubmissionError(contactErrorMessage(answer.data) ?? SUBMISSION_FAILED_MESSAGE);
  }
  return answer.data;
}

/** The description of the failure toast: the server's reason, the fallback, or "try later". */
export function contactFailureDescription(error: unknown): string {
  if (error instanceof NetworkError) return TRY_AGAIN_LATER_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  return TRY_AGAIN_LATER_MESSAGE;
}
