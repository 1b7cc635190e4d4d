/**
 * A phone number as the forms send it and the API stores it: E.164 ("+919876543210"), and an
 * extension the visitor gave after it as RFC 3966 writes one ("+12015550123;ext=55"), since
 * E.164 has no room for it.
 */
export function phoneWithExtension(e164: string, extension: string | undefined): string {
  return extension ? `${e164};ext=${extension}` : e164;
}
