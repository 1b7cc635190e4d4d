import {
  careerApplicationFieldNames,
  type CareerApplicationFieldName,
} from '@site/shared/schemas/career-application-rules';

export type CareerFieldErrors = Partial<Record<CareerApplicationFieldName, string>>;

/**
 * Reads a 400 answer of POST /api/career/ ({"field": ["message", ...]}) into one line per form
 * field, the messages joined by a comma. Keys the form has no field for are ignored.
 */
export function careerFieldErrorsFrom(body: unknown): CareerFieldErrors {
  if (typeof body !== 'object' || body === null) return {};
  const errors: CareerFieldErrors = {};
  for (const field of careerApplicationFieldNames) {
    const messages: unknown = (body as Record<string, unknown>)[field];
    const texts = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string' && message !== '',
    );
    if (texts.length > 0) errors[field] = texts.join(', ');
  }
  return errors;
}
