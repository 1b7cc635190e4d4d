// Length limits shared by the form schemas and the pages that show them (no zod here).

/** Longest email address accepted anywhere (RFC 5321 path limit, Django's EmailField default). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest URL accepted (Django's URLField default). */
export const URL_MAX_LENGTH = 200;
/** Longest phone number text accepted before it is parsed. */
export const PHONE_MAX_LENGTH = 32;
