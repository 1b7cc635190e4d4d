import { describe, expect, it } from 'vitest';
import {
  contactFormResolvers,
  emptyContactForm,
  type ContactFormValues,
} from './contact-validation';

const valid = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  subject: 'New website',
  message: 'We need a website for our bakery.',
};

/** The messages the contact form's check shows for these values, by field. */
async function validateContactForm(
  values: ContactFormValues,
  { subjectRequired }: { subjectRequired: boolean },
) {
  const resolver = subjectRequired
    ? contactFormResolvers.subjectRequired
    : contactFormResolvers.subjectOptional;
  const { errors } = await resolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, error?.message]),
  );
}

describe('the contact form check', () => {
  it('accepts a complete message', async () => {
    expect(await validateContactForm(valid, { subjectRequired: true })).toEqual({});
  });

  it('reports every empty field with the spec messages', async () => {
    expect(await validateContactForm(emptyContactForm, { subjectRequired: true })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message cannot be empty',
    });
  });

  it('treats whitespace-only name, email and message as empty', async () => {
    const errors = await validateContactForm(
      { name: '   ', email: ' ', subject: 'x', message: '\n ' },
      { subjectRequired: true },
    );
    expect(errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message cannot be empty',
    });
  });

  it('makes the subject optional where the popup asks for it', async () => {
    expect(
      await validateContactForm({ ...valid, subject: '' }, { subjectRequired: false }),
    ).toEqual({});
    expect(
      await validateContactForm({ ...valid, subject: ' ' }, { subjectRequired: true }),
    ).toEqual({
      subject: 'Subject is required',
    });
  });

  it.each([
    'asha',
    'asha@example',
    'asha@example.c',
    'asha@exa mple.in',
    'as ha@example.in',
    'asha@example.12',
    '@example.in',
  ])('rejects the malformed address %j', async (email) => {
    expect((await validateContactForm({ ...valid, email }, { subjectRequired: true })).email).toBe(
      'Enter a valid email address',
    );
  });

  it.each(['a@b.co', 'first.last+tag@mail.example.org', '  asha@example.in  '])(
    'accepts the address %j',
    async (email) => {
      expect(await validateContactForm({ ...valid, email }, { subjectRequired: true })).toEqual({});
    },
  );

  it('leaves lengths to the fields, which carry the API limits, and to the API', async () => {
    expect(
      await validateContactForm({ ...valid, name: 'A'.repeat(101) }, { subjectRequired: true }),
    ).toEqual({});
  });
});
