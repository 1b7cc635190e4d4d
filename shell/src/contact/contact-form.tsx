import type { ReactNode } from 'react';
import { Send } from 'lucide-react';
import { Button, FieldError, Input, Label, Textarea, cn } from '@site/shared';
import type { ContactField } from './contact-validation';
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
  className?: string;
}

function FormRow({ children }: { children: ReactNode }) {
  return <div className="grid gap-1.5">{children}</div>;
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
  className,
}: ContactFormProps) {
  const { values, errors, submitting, setField, handleSubmit } = useContactForm({
    idPrefix,
    subjectRequired,
    prefillSubject,
    onSent,
  });
  const fieldId = (field: ContactField) => `${idPrefix}-${field}`;
  const errorId = (field: ContactField) => `${idPrefix}-${field}-error`;
  const a11y = (field: ContactField) => ({
    id: fieldId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  });

  return (
    <form onSubmit={handleSubmit} noValidate className={cn('grid gap-4', className)}>
      <FormRow>
        <Label htmlFor={fieldId('name')}>{labels.name}</Label>
        <Input
          {...a11y('name')}
          name="name"
          required
          autoComplete="name"
          placeholder="Your name"
          value={values.name}
          onChange={(event) => setField('name', event.target.value)}
        />
        <FieldError id={errorId('name')} message={errors.name} />
      </FormRow>
      <FormRow>
        <Label htmlFor={fieldId('email')}>{labels.email}</Label>
        <Input
          {...a11y('email')}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={values.email}
          onChange={(event) => setField('email', event.target.value)}
        />
        <FieldError id={errorId('email')} message={errors.email} />
      </FormRow>
      <FormRow>
        <Label htmlFor={fieldId('subject')}>{labels.subject}</Label>
        <Input
          {...a11y('subject')}
          name="subject"
          required={subjectRequired}
          placeholder="What is it about?"
          value={values.subject}
          onChange={(event) => setField('subject', event.target.value)}
        />
        <FieldError id={errorId('subject')} message={errors.subject} />
      </FormRow>
      <FormRow>
        <Label htmlFor={fieldId('message')}>{labels.message}</Label>
        <Textarea
          {...a11y('message')}
          name="message"
          required
          placeholder="Tell us about your project or question"
          className={messageClassName}
          value={values.message}
          onChange={(event) => setField('message', event.target.value)}
        />
        <FieldError id={errorId('message')} message={errors.message} />
      </FormRow>
      <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
        <Send aria-hidden />
        {submitting ? 'Sending...' : submitLabel}
      </Button>
    </form>
  );
}
