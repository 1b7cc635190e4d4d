import type { InternshipApplicationInput } from '@site/shared/schemas/internship-application';

export type InternshipField = keyof InternshipApplicationInput;

export const emptyInternshipApplication: Record<InternshipField, string> = {
  name: '',
  email: '',
  phone: '',
  linkedin_url: '',
  message: '',
};

/** Shown under a field when the browser accepted it but the application schema does not. */
export const internshipFieldMessages: Record<InternshipField, string> = {
  name: 'Please enter your full name.',
  email: 'Please enter a valid email address, such as you@example.com.',
  phone: 'Please enter a phone number we can call, up to 32 characters.',
  linkedin_url: 'Please enter the full address of your profile, starting with https://',
  message: 'Please tell us in up to 5,000 characters why you want to intern with us.',
};
