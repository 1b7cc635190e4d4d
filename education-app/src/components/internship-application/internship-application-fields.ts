import { internshipApplicationLimits } from '@site/shared/schemas/field-limits';
import type { InternshipApplicationInput } from '@site/shared/schemas/internship-application';
import { groupDigitsIndian } from '@site/shared/lib/indian-digits';

export type InternshipField = keyof InternshipApplicationInput;

export const emptyInternshipApplication: Record<InternshipField, string> = {
  name: '',
  email: '',
  phone: '',
  linkedin_url: '',
  message: '',
};

const characters = (count: number) => `${groupDigitsIndian(count)} characters`;

/** Shown under a field when the browser accepted it but the application schema does not. */
export const internshipFieldMessages: Record<InternshipField, string> = {
  name: 'Please enter your full name.',
  email: 'Please enter a valid email address, such as you@example.com.',
  phone: `Please enter a phone number we can call, up to ${characters(internshipApplicationLimits.phone)}.`,
  linkedin_url: 'Please enter the full address of your profile, starting with https://',
  message: `Please tell us in up to ${characters(internshipApplicationLimits.message)} why you want to intern with us.`,
};

/**
 * Shown under a field the API refused after the form's own check passed. Only the phone can be:
 * the API checks that it is a real number, reading one without a country code as Indian.
 */
export const internshipRefusedMessages: Record<InternshipField, string> = {
  ...internshipFieldMessages,
  phone:
    'Please check this phone number. Numbers outside India need their country code, such as +44 7400 123456.',
};

/** How each input of the form is set up; the motivation textarea follows them. */
export interface InternshipInputConfig {
  field: Exclude<InternshipField, 'message'>;
  label: string;
  type: 'text' | 'email' | 'tel' | 'url';
  autoComplete: string;
  placeholder: string;
}

export const internshipInputs: readonly InternshipInputConfig[] = [
  {
    field: 'name',
    label: 'Full Name',
    type: 'text',
    autoComplete: 'name',
    placeholder: 'Your full name',
  },
  {
    field: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@example.com',
  },
  {
    field: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '+91 98765 43210',
  },
  {
    field: 'linkedin_url',
    label: 'LinkedIn Profile',
    type: 'url',
    autoComplete: 'url',
    placeholder: 'https://www.linkedin.com/in/your-name',
  },
];

/** The id of a field's control ("internship-linkedin-url"); its error is "{id}-error". */
export const internshipFieldId = (field: InternshipField) =>
  `internship-${field.replace('_', '-')}`;
