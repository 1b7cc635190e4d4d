import { useState, type FormEvent } from 'react';
import { Button, Input } from '@site/shared';
import { subscribeToNewsletter, type SubscribeOutcome } from './subscribe';

/** Spec section 8, footer newsletter rows. */
export function footerNewsletterMessage(outcome: SubscribeOutcome): string {
  switch (outcome.kind) {
    case 'subscribed':
      return 'Subscribed successfully!';
    case 'email-error':
      return `❌ ${outcome.message}`;
    case 'network-error':
      return 'Network error. Please try again.';
    case 'failed':
      return 'Something went wrong.';
  }
}

/** The footer's newsletter box: no client-side check before sending (spec section 5). */
export function FooterNewsletter() {
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    const result = await subscribeToNewsletter(email);
    setOutcome(result);
    if (result.kind === 'subscribed') setEmail('');
    setSubmitting(false);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2" aria-label="Newsletter">
      <label htmlFor="footer-newsletter-email" className="text-sm font-semibold">
        Subscribe to our newsletter
      </label>
      <div className="flex gap-2">
        <Input
          id="footer-newsletter-email"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@example.com"
          autoComplete="email"
        />
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      <p
        role="status"
        aria-live="polite"
        className="min-h-5 text-sm"
        data-testid="footer-newsletter-message"
      >
        {outcome ? footerNewsletterMessage(outcome) : ''}
      </p>
    </form>
  );
}
