// Length limits shared by the form schemas and the pages that show them (no zod here).

/** Longest email address accepted anywhere (RFC 5321 path limit, Django's EmailField default). */
export const EMAIL_MAX_LENGTH = 254;
/** Longest URL accepted (Django's URLField default). */
export const URL_MAX_LENGTH = 200;
/** Longest phone number text accepted before it is parsed. */
export const PHONE_MAX_LENGTH = 32;

/** Field limits of a contact message (POST /api/contact/), in characters. */
export const contactMessageLimits = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  subject: 200,
  message: 5000,
} as const;

/** Field limits of an internship application (POST /api/internship/), in characters. */
export const internshipApplicationLimits = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  phone: PHONE_MAX_LENGTH,
  linkedin_url: URL_MAX_LENGTH,
  message: 5000,
} as const;

/** Field limits of a newsletter subscription (POST /api/subscribe/). */
export const newsletterSubscriptionLimits = {
  email: EMAIL_MAX_LENGTH,
} as const;
