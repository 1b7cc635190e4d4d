/** The four fields every contact form sends (POST /api/contact/). */
export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactFormValues;
export type ContactFormErrors = Partial<Record<ContactField, string>>;

export const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
};

/** Fields in the order they appear, so the first invalid one can take focus. */
export const contactFields: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

/** Something@something.tld: no whitespace anywhere, and a top-level part of at least 2 letters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export interface ContactValidationOptions {
  /** Required on /contact and in the enquiry widget; optional in the popup. */
  subjectRequired: boolean;
}

/** Spec section 5: the contact page, popup and widget check these rules on submit. */
export function validateContactForm(
  values: ContactFormValues,
  { subjectRequired }: ContactValidationOptions,
): ContactFormErrors {
  const errors: ContactFormErrors = {};
  if (values.name.trim() === '') errors.name = 'Name is required';
  const email = values.email.trim();
  if (email === '') errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Enter a valid email address';
  if (subjectRequired && values.subject.trim() === '') errors.subject = 'Subject is required';
  if (values.message.trim() === '') errors.message = 'Message cannot be empty';
  return errors;
}

export function hasContactErrors(errors: ContactFormErrors): boolean {
  return Object.values(errors).some(Boolean);
}
