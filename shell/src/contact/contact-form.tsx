import { Send } from 'lucide-react';
import { Input, Textarea, cn } from '@site/shared';
import { SubmitButton } from '@site/shared/ui/submit-button';
import { contactMessageLimits } from '@site/shared/schemas/field-limits';
import { Field } from '@site/shared/ui/field';
import type { ContactField, ContactFormValues } from './contact-validation';
import { useContactForm } from './use-contact-form';

export type ContactFormLabels = Record<ContactField, string>;

interface ContactFormProps {
  /** Prefix of the field ids; each form on a page needs its own. */
  idPrefix: string;
  labels: ContactFormLabels;
  subjectRequired: boolean;
  /** "Send Message" on the page and popup, "Start Chat" in the widget. */
  submitLabel: string;
  /** The message box's minimum height, e.g. "min-h-[150px]". */
  messageClassName?: string;
  prefillSubject?: string | undefined;
  onSent?: () => void;
  /** Called with what the visitor wrote when it could not be sent. */
  onUnsent?: (values: ContactFormValues) => void;
  /** Values to start from: a message that could not be sent. */
  draft?: ContactFormValues | undefined;
  /**
   * The page's form: what was typed is shown again if the visitor left while it was sending and
   * it failed (`useSchemaForm`).
   */
  keptAs?: string;
  className?: string;
}

/** The contact form of the page, the popup and the enquiry widget (spec sections 5 and 8). */
export function ContactForm({
  idPrefix,
  labels,
  subjectRequired,
  submitLabel,
  messageClassName,
  prefillSubject,
  onSent,
  onUnsent,
  draft,
  keptAs,
  className,
}: ContactFormProps) {
  const { registerField, errors, submitting, onSubmit } = useContactForm({
    subjectRequired,
    prefillSubject,
    onSent,
    onUnsent,
    draft,
    keptAs,
  });
  const field = (name: ContactField) => ({
    id: `${idPrefix}-${name}`,
    label: labels[name],
    error: errors[name]?.message,
    className: 'gap-1.5',
  });

  return (
    <form onSubmit={onSubmit} noValidate className={cn('grid gap-4', className)}>
      <Field {...field('name')}>
        <Input
          {...registerField('name')}
          required
          maxLength={contactMessageLimits.name}
          autoComplete="name"
          placeholder="Your name"
        />
      </Field>
      <Field {...field('email')}>
        <Input
          {...registerField('email')}
          type="email"
          required
          maxLength={contactMessageLimits.email}
          autoComplete="email"
          placeholder="you@example.com"
        />
      </Field>
      <Field {...field('subject')}>
        <Input
          {...registerField('subject')}
          required={subjectRequired}
          maxLength={contactMessageLimits.subject}
          placeholder="What is it about?"
        />
      </Field>
      <Field {...field('message')}>
        <Textarea
          {...registerField('message')}
          required
          maxLength={contactMessageLimits.message}
          placeholder="Tell us about your project or question"
          className={messageClassName}
        />
      </Field>
      <SubmitButton sending={submitting}>
        <Send aria-hidden />
        {submitting ? 'Sending...' : submitLabel}
      </SubmitButton>
    </form>
  );
}
