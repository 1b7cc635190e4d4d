import { useState } from 'react';
import { Input, cn } from '@site/shared';
import { SubmitButton } from '@site/shared/ui/submit-button';
import { schemaResolver } from '@site/shared/forms/schema-resolver';
import { useSchemaForm } from '@site/shared/forms/use-schema-form';
import { newsletterSubscriptionLimits } from '@site/shared/schemas/field-limits';
import { Field } from '@site/shared/ui/field';
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

/** The only check before sending: an email is filled in; the API judges its form. */
const ctaNewsletterResolver = schemaResolver(
  () =>
    import('@site/shared/schemas/newsletter-subscription').then(
      (schemas) => schemas.newsletterFormSchema,
    ),
  () => ctaNewsletterMessage({ kind: 'empty-email' }),
);

const MESSAGE_ID = 'cta-newsletter-message';

/**
 * The newsletter form of the home page's call-to-action section. Unlike the footer box it checks
 * for an empty email before sending; `noValidate` lets that message show instead of the browser's
 * bubble while the field keeps its `required` attribute.
 */
export function CtaNewsletter({ className }: { className?: string }) {
  const form = useSchemaForm({
    resolver: ctaNewsletterResolver,
    defaultValues: { email: '' },
  });
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);
  const submitting = form.formState.isSubmitting;
  const emptyEmail = form.formState.errors.email?.message;

  const onSubmit = form.submitHandler(async ({ email }) => {
    setOutcome(null);
    const result = await subscribeToNewsletter(email);
    setOutcome(result);
    if (result.kind === 'subscribed') form.reset();
  });

  const message = emptyEmail ?? (outcome ? ctaNewsletterMessage(outcome) : '');
  // Only a message about the address marks it invalid, not a server or network failure.
  const emailRefused = Boolean(emptyEmail) || outcome?.kind === 'email-error';
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Newsletter signup"
      className={cn('flex w-full max-w-md flex-col gap-2', className)}
    >
      <Field
        id="cta-newsletter-email"
        label="Get new batches, offers and project tips in your inbox"
        labelClassName="leading-5"
        describedBy={MESSAGE_ID}
      >
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              {...control}
              {...form.registerField('email', { onChange: () => setOutcome(null) })}
              type="email"
              required
              maxLength={newsletterSubscriptionLimits.email}
              placeholder="you@example.com"
              autoComplete="email"
              aria-invalid={emailRefused || undefined}
              className="bg-background text-foreground"
            />
            <SubmitButton sending={submitting} className="shrink-0">
              {submitting ? 'Subscribing...' : 'Subscribe'}
            </SubmitButton>
          </div>
        )}
      </Field>
      <p
        id={MESSAGE_ID}
        role="status"
        aria-live="polite"
        className="min-h-5 text-sm font-medium"
        data-testid={MESSAGE_ID}
      >
        {message}
      </p>
    </form>
  );
}
