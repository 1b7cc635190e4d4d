import { useEffect, useRef } from 'react';
import { toast } from '@site/shared';
import { useSchemaForm } from '@site/shared/forms/use-schema-form';
import {
  contactFormResolvers,
  emptyContactForm,
  type ContactFormValues,
} from './contact-validation';
import { contactFailureDescription, sendContactMessage } from './send-contact-message';

interface UseContactFormOptions {
  subjectRequired: boolean;
  /**
   * A subject to start from (a plan or course enquiry); applied whenever it changes, unless the
   * visitor has written a subject of their own.
   */
  prefillSubject?: string | undefined;
  onSent?: () => void;
  /** What a message that could not be sent said, for a form that may be gone by then. */
  onUnsent?: (values: ContactFormValues) => void;
  /** Values to start from instead of empty fields: a message that could not be sent. */
  draft?: ContactFormValues | undefined;
  /** For the page's form: see `useSchemaForm`. */
  keptAs?: string;
}

/**
 * The form of the contact page, the popup and the enquiry widget (spec sections 4, 5 and 8):
 * checked on submit, errors cleared per field on edit, one request at a time, toasts for the
 * outcome, the fields emptied after a message is sent (but for text typed while it was sending)
 * and kept when it is not.
 */
export function useContactForm({
  subjectRequired,
  prefillSubject,
  onSent,
  onUnsent,
  draft,
  keptAs,
}: UseContactFormOptions) {
  const form = useSchemaForm({
    resolver: subjectRequired
      ? contactFormResolvers.subjectRequired
      : contactFormResolvers.subjectOptional,
    defaultValues: draft ?? { ...emptyContactForm, subject: prefillSubject ?? '' },
    keptAs,
  });
  const { setValue, getValues } = form;

  // The prefill arrives once a remote catalogue has loaded, which can be after the visitor began.
  const lastPrefill = useRef(prefillSubject ?? '');
  useEffect(() => {
    if (!prefillSubject) return;
    const subject = getValues('subject');
    if (subject === '' || subject === lastPrefill.current) setValue('subject', prefillSubject);
    lastPrefill.current = prefillSubject;
  }, [prefillSubject, setValue, getValues]);

  const onSubmit = form.submitHandler(async (values) => {
    try {
      await sendContactMessage(values);
      toast({
        title: 'Message Sent! ✅',
        description: "Thanks for reaching out! We'll get back to you shortly.",
      });
      form.resetAfterSend(emptyContactForm);
      onSent?.();
    } catch (error) {
      console.error('Contact message could not be sent', error);
      toast({
        variant: 'destructive',
        title: 'Submission Failed ❌',
        description: contactFailureDescription(error),
      });
      onUnsent?.(values);
    }
  });

  return {
    registerField: form.registerField,
    errors: form.formState.errors,
    submitting: form.formState.isSubmitting,
    onSubmit,
  };
}
