import { safeParse, type core } from 'zod/mini';
import {
  drfFieldErrors,
  hasFieldErrors,
  mergeFieldErrors,
  notADictionaryErrors,
  nullCharacterErrors,
  surrogateCharacterErrors,
  type FieldErrors,
} from '../drf-errors';

export type SubmissionParse<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Validates a request body against a shared schema and answers DRF field errors. A missing body
 * counts as an empty object, as DRF reads it; a body that is not an object is refused whole.
 */
export function parseSubmission<S extends core.$ZodType>(
  schema: S,
  body: unknown,
): SubmissionParse<core.output<S>> {
  const data = body === undefined ? {} : body;
  const notADictionary = notADictionaryErrors(data);
  if (notADictionary) return { ok: false, errors: notADictionary };
  const result = safeParse(schema, data, { reportInput: true });
  const errors = mergeFieldErrors(
    nullCharacterErrors(data as Record<string, unknown>),
    surrogateCharacterErrors(data as Record<string, unknown>),
    result.success ? {} : drfFieldErrors(result.error.issues),
  );
  if (result.success && !hasFieldErrors(errors)) return { ok: true, data: result.data };
  return { ok: false, errors };
}
