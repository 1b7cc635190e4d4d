import { NetworkError, postJson } from '@site/shared';

export type SubscribeOutcome =
  | { kind: 'subscribed' }
  | { kind: 'email-error'; message: string }
  | { kind: 'failed' }
  | { kind: 'network-error' };

/** POST /api/subscribe/ and classify the answer the way both newsletter forms report it. */
export async function subscribeToNewsletter(email: string): Promise<SubscribeOutcome> {
  try {
    const answer = await postJson<{ email?: unknown }>('/api/subscribe/', { email });
    if (answer.ok) return { kind: 'subscribed' };
    const messages = answer.data?.email;
    if (Array.isArray(messages) && typeof messages[0] === 'string') {
      return { kind: 'email-error', message: messages[0] };
    }
    return { kind: 'failed' };
  } catch (error) {
    if (error instanceof NetworkError) return { kind: 'network-error' };
    return { kind: 'failed' };
  }
}
