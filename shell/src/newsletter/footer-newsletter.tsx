import { useState } from 'react';
import { Input } from '@site/shared';
import { SubmitButton } from '@site/shared/ui/submit-button';
import { schemaResolver } from '@site/shared/forms/schema-resolver';
import { useSchemaForm } from '@site/shared/forms/use-schema-form';
import { newsletterSubscriptionLimits } from '@site/shared/schemas/field-limits';
import { Field } from '@site/shared/ui/field';
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

const MESSAGE_ID = 'footer-newsletter-message';

/** Its schema checks nothing, so no issue ever needs words. */
const footerNewsletterResolver = schemaResolver(
  () =>
    import('@site/shared/schemas/newsletter-subscription').then(
      (schemas) => schemas.footerNewsletterFormSchema,
    ),
  () => undefined,
);

/**
 * The footer's newsletter box: no client-side check before sending (spec section 5); the
 * server's answer is the message, until the visitor edits the address or sends again.
 */
export function FooterNewsletter() {
  const { registerField, submitHandler, reset, formState } = useSchemaForm({
    resolver: footerNewsletterResolver,
    defaultValues: { email: '' },
  });
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);

  const onSubmit = submitHandler(async ({ email }) => {
    // An earlier answer is not this send's: it goes while this one is on its way.
    setOutcome(null);
    const result = await subscribeToNewsletter(email);
    setOutcome(result);
    if (result.kind === 'subscribed') reset();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2" aria-label="Newsletter">
      <Field
        id="footer-newsletter-email"
        label="Subscribe to our newsletter"
        labelClassName="font-semibold leading-5"
        describedBy={MESSAGE_ID}
      >
        {(control) => (
          // The button moves under the field when the column is too narrow for both.
          <div className="flex flex-wrap gap-2">
            <Input
              {...control}
              {...registerField('email', { onChange: () => setOutcome(null) })}
              aria-invalid={outcome?.kind === 'email-error' || undefined}
              className="min-w-48 flex-1"
              type="email"
              maxLength={newsletterSubscriptionLimits.email}
              placeholder="you@example.com"
              autoComplete="email"
            />
            <SubmitButton sending={formState.isSubmitting}>
              {formState.isSubmitting ? 'Subscribing...' : 'Subscribe'}
            </SubmitButton>
          </div>
        )}
      </Field>
      <p
        id={MESSAGE_ID}
        role="status"
        aria-live="polite"
        className="min-h-5 text-sm"
        data-testid={MESSAGE_ID}
      >
        {outcome ? footerNewsletterMessage(outcome) : ''}
      </p>
    </form>
  );
}
