import { schemaResolver } from '@site/shared/forms/schema-resolver';
import type { ContactFormValues } from '@site/shared/schemas/contact-message';

export type { ContactFormValues };
export type ContactField = keyof ContactFormValues;

export const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
};

/**
 * Spec section 5, word for word: what the contact page, popup and widget say about a field the
 * contact form schema refuses (blank, or an email address that is not well formed).
 */
export function contactIssueMessage(field: string, issue: { code: string }): string | undefined {
  switch (field) {
    case 'name':
      return 'Name is required';
    case 'email':
      return issue.code === 'invalid_format' ? 'Enter a valid email address' : 'Email is required';
    case 'subject':
      return 'Subject is required';
    case 'message':
      return 'Message cannot be empty';
    default:
      return undefined;
  }
}

/** The contact form schema, its code loaded on the form's first check. */
function loadContactFormSchema(subjectRequired: boolean) {
  return () =>
    import('@site/shared/schemas/contact-message').then(({ contactFormSchema }) =>
      contactFormSchema({ subjectRequired }),
    );
}

/** The check of each contact form: the subject is required on /contact and in the widget. */
export const contactFormResolvers = {
  subjectRequired: schemaResolver(loadContactFormSchema(true), contactIssueMessage),
  subjectOptional: schemaResolver(loadContactFormSchema(false), contactIssueMessage),
};
