import { NetworkError, postJson } from '@site/shared';
import type { InternshipApplication } from '@site/shared/schemas/internship-application';

/**
 * Sends an application to POST /api/internship/. Only OK or not-OK matters (spec section 7);
 * failures are logged for the team and reported to the caller as false.
 */
export async function submitInternshipApplication(
  application: InternshipApplication,
): Promise<boolean> {
  try {
    const answer = await postJson('/api/internship/', application);
    if (answer.ok) return true;
    console.error(`The internship application was refused (HTTP ${answer.status}).`, answer.data);
  } catch (error) {
    const reason = error instanceof NetworkError ? 'could not be sent' : 'failed';
    console.error(`The internship application ${reason}.`, error);
  }
  return false;
}
