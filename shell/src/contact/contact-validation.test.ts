import { describe, expect, it } from 'vitest';
import { emptyContactForm, hasContactErrors, validateContactForm } from './contact-validation';

const valid = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  subject: 'New website',
  message: 'We need a website for our bakery.',
};

describe('validateContactForm', () => {
  it('accepts a complete message', () => {
    expect(validateContactForm(valid, { subjectRequired: true })).toEqual({});
  });

  it('reports every empty field with the spec messages', () => {
    expect(validateContactForm(emptyContactForm, { subjectRequired: true })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message cannot be empty',
    });
  });

  it('treats whitespace-only name, email and message as empty', () => {
    const errors = validateContactForm(
      { name: '   ', email: ' ', subject: 'x', message: '\n ' },
      { subjectRequired: true },
    );
    expect(errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message cannot be empty',
    });
  });

  it('makes the subject optional where the popup asks for it', () => {
    expect(validateContactForm({ ...valid, subject: '' }, { subjectRequired: false })).toEqual({});
    expect(validateContactForm({ ...valid, subject: ' ' }, { subjectRequired: true })).toEqual({
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
  ])('rejects the malformed address %j', (email) => {
    expect(validateContactForm({ ...valid, email }, { subjectRequired: true }).email).toBe(
      'Enter a valid email address',
    );
  });

  it.each(['a@b.co', 'first.last+tag@mail.example.org', '  asha@example.in  '])(
    'accepts the address %j',
    (email) => {
      expect(validateContactForm({ ...valid, email }, { subjectRequired: true })).toEqual({});
    },
  );
});

describe('hasContactErrors', () => {
  it('is true only while a message is present', () => {
    expect(hasContactErrors({})).toBe(false);
    expect(hasContactErrors({ name: undefined })).toBe(false);
    expect(hasContactErrors({ email: 'Email is required' })).toBe(true);
  });
});
