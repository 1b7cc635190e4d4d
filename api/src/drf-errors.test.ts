import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { careerApplicationFieldsSchema } from '@site/shared/schemas/career-application';
import { contactMessageSchema } from '@site/shared/schemas/contact-message';
import { internshipApplicationSchema } from '@site/shared/schemas/internship-application';
import { newsletterSubscriptionSchema } from '@site/shared/schemas/newsletter-subscription';
import {
  drfFieldErrors,
  mergeFieldErrors,
  notADictionaryErrors,
  nullCharacterErrors,
} from './drf-errors';

const errorsOf = (schema: z.core.$ZodType, input: unknown) => {
  const result = z.safeParse(schema, input, { reportInput: true });
  return result.success ? {} : drfFieldErrors(result.error.issues);
};

describe('DRF messages for zod issues', () => {
  it('words missing, null, blank and wrong-type values like DRF', () => {
    expect(errorsOf(contactMessageSchema, { name: null, email: '  ', message: 5 })).toEqual({
      name: ['This field may not be null.'],
      email: ['This field may not be blank.'],
      message: ['Not a valid string.'],
    });
    expect(errorsOf(newsletterSubscriptionSchema, {})).toEqual({
      email: ['This field is required.'],
    });
  });

  it('words length, email, URL and choice problems like DRF', () => {
    expect(
      errorsOf(careerApplicationFieldsSchema, {
        position: 'intern',
        full_name: 'x'.repeat(101),
        email: 'x@',
        phone: '+91 98765 43210',
        linkedin_url: 'ftp://example.com',
        cover_letter: 'Hello',
      }),
    ).toEqual({
      position: ['"intern" is not a valid choice.'],
      full_name: ['Ensure this field has no more than 100 characters.'],
      email: ['Enter a valid email address.'],
      linkedin_url: ['Enter a valid URL.'],
    });
  });

  it('words a missing, null or non-string choice', () => {
    expect(errorsOf(z.pick(careerApplicationFieldsSchema, { position: true }), {})).toEqual({
      position: ['This field is required.'],
    });
    expect(
      errorsOf(z.pick(careerApplicationFieldsSchema, { position: true }), { position: null }),
    ).toEqual({ position: ['This field may not be null.'] });
    expect(
      errorsOf(z.pick(careerApplicationFieldsSchema, { position: true }), { position: 3 }),
    ).toEqual({ position: ['"3" is not a valid choice.'] });
  });

  it('lists both messages when a value is too long and malformed, once each', () => {
    const url = `notaurl${'x'.repeat(200)}`;
    expect(
      errorsOf(z.pick(internshipApplicationSchema, { linkedin_url: true }), { linkedin_url: url }),
    ).toEqual({ linkedin_url: ['Ensure this field has no more than 200 characters.'] });
    expect(mergeFieldErrors({ a: ['one'] }, { a: ['one', 'two'], b: ['three'] })).toEqual({
      a: ['one', 'two'],
      b: ['three'],
    });
  });

  it('puts errors without a field under non_field_errors', () => {
    expect(errorsOf(z.string(), 5)).toEqual({ non_field_errors: ['Not a valid string.'] });
  });

  it('refuses bodies that are not objects, naming the type as Python would', () => {
    expect(notADictionaryErrors({})).toBeNull();
    expect(notADictionaryErrors([])).toEqual({
      non_field_errors: ['Invalid data. Expected a dictionary, but got list.'],
    });
    expect(notADictionaryErrors(1.5)).toEqual({
      non_field_errors: ['Invalid data. Expected a dictionary, but got float.'],
    });
    expect(notADictionaryErrors(true)).toEqual({
      non_field_errors: ['Invalid data. Expected a dictionary, but got bool.'],
    });
    expect(notADictionaryErrors(null)).toEqual({ non_field_errors: ['No data provided'] });
  });

  it('flags null characters per field', () => {
    expect(nullCharacterErrors({ a: 'ok', b: 'x\u0000y', c: 3 })).toEqual({
      b: ['Null characters are not allowed.'],
    });
  });
});
