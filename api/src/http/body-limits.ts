import { resumeFileRules } from '@site/shared/schemas/career-application';

/** Largest JSON body accepted on any route (64 KiB). */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/** Largest batch of browser error reports accepted (16 KiB). */
export const CLIENT_ERROR_BODY_LIMIT_BYTES = 16 * 1024;

/** Largest multipart body accepted: the 5 MB resume plus room for the text fields. */
export const MULTIPART_BODY_LIMIT_BYTES = resumeFileRules.maxBytes + 1024 * 1024;

/** Limits handed to the multipart parser (busboy) for the career form. */
export const multipartLimits = {
  fileSize: resumeFileRules.maxBytes,
  // The route answers extra files itself (a file in a text field is a 400 on that field); this
  // only bounds how many parts are looked at.
  files: 8,
  fields: 12,
  parts: 13,
  fieldSize: 64 * 1024,
  fieldNameSize: 100,
  headerPairs: 50,
} as const;
