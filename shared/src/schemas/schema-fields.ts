import { z } from '../lib/zod';
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH, URL_MAX_LENGTH } from './field-limits';

export { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH, URL_MAX_LENGTH };

/**
 * Field builders shared by the form schemas. They describe structure and limits only; the
 * messages are chosen by whoever reports the issues (the API maps them to Django REST Framework
 * wording, the site's forms to the spec's client messages).
 *
 * Every text value is trimmed first, like DRF's CharField with trim_whitespace.
 */

/** A required text: trimmed, not blank, at most `maxLength` characters. */
export function requiredText(maxLength: number) {
  return z.string().trim().min(1).max(maxLength);
}

/** An optional text: trimmed, may be blank or left out (then it is ''), at most `maxLength`. */
export function optionalText(maxLength: number) {
  return z.string().trim().max(maxLength).default('');
}

/** A required email address: trimmed, not blank, at most 254 characters, well formed. */
export function requiredEmail() {
  return requiredText(EMAIL_MAX_LENGTH).pipe(z.email());
}

/** A required http(s) URL with a real domain name (rejects javascript:, data:, ftp: and so on). */
export function requiredHttpUrl() {
  return requiredText(URL_MAX_LENGTH).pipe(z.httpUrl());
}

/** An optional http(s) URL: blank or left out gives '', anything else must be a valid URL. */
export function optionalHttpUrl() {
  return z
    .string()
    .trim()
    .max(URL_MAX_LENGTH)
    .pipe(z.union([z.literal(''), z.httpUrl()]))
    .default('');
}

/** A required phone number as typed; its validity for a country is checked with libphonenumber-js. */
export function requiredPhoneText() {
  return requiredText(PHONE_MAX_LENGTH);
}
