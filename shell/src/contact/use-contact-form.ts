import { useRef, useState, type FormEvent } from 'react';
import { toast } from '@site/shared';
import {
  contactFields,
  emptyContactForm,
  hasContactErrors,
  validateContactForm,
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
} from './contact-validation';
import { contactFailureDescription, sendContactMessage } from './send-contact-message';

interface UseContactFormOptions {
  /** Prefix of the field ids ("{idPrefix}-name"), used to focus the first invalid field. */
  idPrefix: string;
  subjectRequired: boolean;
  /** A subject to start from (a plan or course enquiry); applied whenever it changes. */
  prefillSubject?: string | undefined;
  onSent?: () => void;
}

/**
 * State and submit logic shared by the contact page, the popup and the enquiry widget: checked on
 * submit, errors cleared per field on edit, one request at a time, toasts for the outcome.
 */
export function useContactForm({
  idPrefix,
  subjectRequired,
  prefillSubject,
  onSent,
}: UseContactFormOptions) {
  const [values, setValues] = useState<ContactFormValues>(() => ({
    ...emptyContactForm,
    subject: prefillSubject ?? '',
  }));
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: a second click in the same frame must see the first one at once.
  const inFlight = useRef(false);

  // The prefill arrives once a remote catalogue has loaded; adopt it during render, not in an effect.
  const [appliedPrefill, setAppliedPrefill] = useState(prefillSubject);
  if (prefillSubject !== appliedPrefill) {
    setAppliedPrefill(prefillSubject);
    if (prefillSubject) setValues((current) => ({ ...current, subject: prefillSubject }));
  }

  const setField = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateContactForm(values, { subjectRequired });
    setErrors(found);
    if (hasContactErrors(found)) {
      const firstInvalid = contactFields.find((field) => found[field]);
      if (firstInvalid) document.getElementById(`${idPrefix}-${firstInvalid}`)?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      await sendContactMessage(values);
      toast({
        title: 'Message Sent! ✅',
        description: "Thanks for reaching out! We'll get back to you shortly.",
      });
      setValues(emptyContactForm);
      onSent?.();
    } catch (error) {
      console.error('Contact message could not be sent', error);
      toast({
        variant: 'destructive',
        title: 'Submission Failed ❌',
        description: contactFailureDescription(error),
      });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { values, errors, submitting, setField, handleSubmit };
}
