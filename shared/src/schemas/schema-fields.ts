import { z } from '../lib/zod';
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH, URL_MAX_LENGTH } from './field-limits';

export { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH, URL_MAX_LENGTH };

/**
 * Field builders shared by the form schemas. They describe structure and limits only; the
 * messages are chosen by whoever reports the issues (the API maps them to Django REST Framework
 * wording, the site's forms to the spec's client messages).
 *
 * Every text value is trimmed first, like DRF's CharField with trim_whitespace, and its line
 * breaks are counted and stored as one character each, as a field's `maxLength` counts them: a
 * browser sends each line break of a form upload as CR LF.
 */

/** A string with its line breaks as LF, then trimmed. */
function text() {
  return z.string().check(
    z.overwrite((value) => value.replace(/\r\n?/g, '\n')),
    z.trim(),
  );
}

/**
 * A trimmed text that is not blank. The forms check presence with it and leave the length to
 * the field's `maxLength`, which carries the same limit as the API's schema.
 */
export function filledText() {
  return text().check(z.minLength(1));
}

/**
 * A well-formed email address. The local part is read as the company's backend (Django's
 * EmailValidator) reads it: ASCII letters, digits and !#$%&'*+/=?^_`{|}~- with single dots
 * between them. The domain is the spec's: labels of ASCII letters, digits and inner hyphens,
 * ending in a top-level part of at least two letters. Stricter than Django there: it also takes
 * quoted local parts, internationalised domains and top-level parts such as xn--h2brj9c.
 * No whitespace anywhere.
 */
const EMAIL_ADDRESS =
  /^[-!#$%&'*+/=?^_`{|}~0-9A-Za-z]+(?:\.[-!#$%&'*+/=?^_`{|}~0-9A-Za-z]+)*@(?:[0-9A-Za-z](?:[0-9A-Za-z-]{0,61}[0-9A-Za-z])?\.)+[A-Za-z]{2,63}$/;

function wellFormedEmail() {
  return z.email({ pattern: EMAIL_ADDRESS });
}

/** A filled-in, well-formed email address (its length left to the field's `maxLength`). */
export function filledEmail() {
  return z.pipe(filledText(), wellFormedEmail());
}

/** A required text: trimmed, not blank, at most `maxLength` characters. */
export function requiredText(maxLength: number) {
  return filledText().check(z.maxLength(maxLength));
}

/** An optional text: trimmed, may be blank or left out (then it is ''), at most `maxLength`. */
export function optionalText(maxLength: number) {
  return z._default(text().check(z.maxLength(maxLength)), '');
}

/** A required email address: trimmed, not blank, at most 254 characters, well formed. */
export function requiredEmail() {
  return z.pipe(requiredText(EMAIL_MAX_LENGTH), wellFormedEmail());
}

/** A required http(s) URL with a real domain name (rejects javascript:, data:, ftp: and so on). */
export function requiredHttpUrl() {
  return z.pipe(requiredText(URL_MAX_LENGTH), z.httpUrl());
}

/** An optional http(s) URL: blank or left out gives '', anything else must be a valid URL. */
export function optionalHttpUrl() {
  return z._default(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(URL_MAX_LENGTH)),
      z.union([z.literal(''), z.httpUrl()]),
    ),
    '',
  );
}

/** A required phone number as typed; its validity for a country is checked with libphonenumber-js. */
export function requiredPhoneText() {
  return requiredText(PHONE_MAX_LENGTH);
}
