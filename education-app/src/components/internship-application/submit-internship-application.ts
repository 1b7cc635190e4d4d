import { NetworkError, postJson } from '@site/shared';
import type { InternshipApplication } from '@site/shared/schemas/internship-application';
import { emptyInternshipApplication, type InternshipField } from './internship-application-fields';

/** Sent, or not; when the API refused fields of the application (a 400), which ones. */
export type InternshipSubmission =
  { sent: true } | { sent: false; refusedFields: InternshipField[] };

const isInternshipField = (key: string): key is InternshipField =>
  Object.hasOwn(emptyInternshipApplication, key);

/** The form's fields a 400 answer names (DRF style: `{ phone: ["…"] }`). */
function refusedFieldsOf(status: number, data: unknown): InternshipField[] {
  if (status !== 400 || typeof data !== 'object' || data === null) return [];
  return Object.keys(data).filter(isInternshipField);
}

/**
 * Sends an application to POST /api/internship/. The visitor is told only whether it went
 * (spec section 7); a refused field is named so the form can point at it, in its own words.
 * Failures are logged for the team.
 */
export async function submitInternshipApplication(
  application: InternshipApplication,
): Promise<InternshipSubmission> {
  try {
    const answer = await postJson('/api/internship/', application);
    if (answer.ok) return { sent: true };
    console.error(`The internship application was refused (HTTP ${answer.status}).`, answer.data);
    return { sent: false, refusedFields: refusedFieldsOf(answer.status, answer.data) };
  } catch (error) {
    const reason = error instanceof NetworkError ? 'could not be sent' : 'failed';
    console.error(`The internship application ${reason}.`, error);
    return { sent: false, refusedFields: [] };
  }
}
