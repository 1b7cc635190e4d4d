import { describe, expect, it } from 'vitest';
import { careerFieldErrorsFrom } from './server-field-errors';

describe('careerFieldErrorsFrom', () => {
  it('joins each field’s messages with a comma', () => {
    expect(
      careerFieldErrorsFrom({
        email: ['Enter a valid email address.'],
        phone: ['Bad number.', 'Too short.'],
      }),
    ).toEqual({ email: 'Enter a valid email address.', phone: 'Bad number., Too short.' });
  });

  it('ignores keys that are not form fields and bodies that are not objects', () => {
    expect(careerFieldErrorsFrom({ detail: 'Too many requests.', resume: [] })).toEqual({});
    expect(careerFieldErrorsFrom(null)).toEqual({});
    expect(careerFieldErrorsFrom('oops')).toEqual({});
  });

  it('accepts a single message given as a string', () => {
    expect(careerFieldErrorsFrom({ resume: 'Upload a valid file.' })).toEqual({
      resume: 'Upload a valid file.',
    });
  });
});
