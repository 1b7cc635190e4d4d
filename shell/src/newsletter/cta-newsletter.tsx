import { useState, type FormEvent } from 'react';
import { Button, Input, cn } from '@site/shared';
import { subscribeToNewsletter, type SubscribeOutcome } from './subscribe';

/** What the call-to-action form reports: the empty-email check or the subscription outcome. */
export type CtaNewsletterResult = SubscribeOutcome | { kind: 'empty-email' };

/** Spec section 8, call-to-action newsletter rows, word for word. */
export function ctaNewsletterMessage(result: CtaNewsletterResult): string {
  switch (result.kind) {
    case 'empty-email':
      return '❌ Please enter your email.';
    case 'subscribed':
      return '✅ Subscribed successfully! 🎉 Check your inbox.';
    case 'email-error':
      return `❌ ${result.message}`;
    case 'network-error':
      return '⚠️ Network error. Please try again.';
    case 'failed':
      return '⚠️ Something went wrong. Please try again.';
  }
}

/**
 * The newsletter form of the home page's call-to-action section. Unlike the footer box it checks
 * for an empty email before sending; `noValidate` lets that message show instead of the browser's
 * bubble while the field keeps its `required` attribute.
 */
export function CtaNewsletter({ className }: { className?: string }) {
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<CtaNewsletterResult | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (email.trim() === '') {
      setResult({ kind: 'empty-email' });
      return;
    }
    setSubmitting(true);
    setResult(null);
    const outcome = await subscribeToNewsletter(email.trim());
    setResult(outcome);
    if (outcome.kind === 'subscribed') setEmail('');
    setSubmitting(false);
  };

  const failed = result !== null && result.kind !== 'subscribed';
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Newsletter signup"
      className={cn('flex w-full max-w-md flex-col gap-2', className)}
    >
      <label htmlFor="cta-newsletter-email" className="text-sm font-medium">
        Get new batches, offers and project tips in your inbox
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="cta-newsletter-email"
          type="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder="you@example.com"
          autoComplete="email"
          aria-invalid={failed || undefined}
          aria-describedby="cta-newsletter-message"
          className="bg-background text-foreground"
        />
        <Button type="submit" disabled={submitting} className="shrink-0">
          {submitting ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      <p
        id="cta-newsletter-message"
        role="status"
        aria-live="polite"
        className="min-h-5 text-sm font-medium"
        data-testid="cta-newsletter-message"
      >
        {result ? ctaNewsletterMessage(result) : ''}
      </p>
    </form>
  );
}
