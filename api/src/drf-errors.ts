import type { core } from 'zod/mini';

/** Field errors the way Django REST Framework answers them: `{"field": ["message", ...]}`. */
export type FieldErrors = Record<string, string[]>;

/** DRF's key for errors that belong to no single field. */
export const NON_FIELD_ERRORS = 'non_field_errors';

/** DRF's wording, as used by its serializer fields. */
export const drfMessages = {
  required: 'This field is required.',
  null: 'This field may not be null.',
  blank: 'This field may not be blank.',
  notAString: 'Not a valid string.',
  invalidEmail: 'Enter a valid email address.',
  invalidUrl: 'Enter a valid URL.',
  invalid: 'Enter a valid value.',
  maxLength: (max: number) => `Ensure this field has no more than ${max} characters.`,
  minLength: (min: number) => `Ensure this field has at least ${min} characters.`,
  invalidChoice: (input: unknown) => `"${formatChoiceInput(input)}" is not a valid choice.`,
  notADictionary: (kind: string) => `Invalid data. Expected a dictionary, but got ${kind}.`,
  noData: 'No data provided',
  noFile: 'No file was submitted.',
  notAFile: 'The submitted data was not a file. Check the encoding type on the form.',
  emptyFile: 'The submitted file is empty.',
  noFilename: 'No filename could be determined.',
  invalidPhone: 'Enter a valid phone number.',
  nullCharacters: 'Null characters are not allowed.',
  surrogateCharacters: (codePoint: number) =>
    `Surrogate characters are not allowed: U+${codePoint.toString(16).toUpperCase()}.`,
} as const;

/**
 * A file sent in a field that takes text. DRF sees the uploaded file object there: a CharField
 * answers "Not a valid string.", a ChoiceField names the file ("cv.pdf" is not a valid choice.).
 */
export class FileInTextField {
  constructor(readonly filename: string) {}
  toString(): string {
    return this.filename;
  }
}

function formatChoiceInput(input: unknown): string {
  if (typeof input === 'string') return input;
  if (input instanceof FileInTextField) return input.filename;
  if (input === undefined) return '';
  return JSON.stringify(input) ?? String(input);
}

/** The DRF message for one zod issue (issues must come from a parse with `reportInput: true`). */
export function drfMessageForIssue(issue: core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return drfMessages.required;
      if (issue.input === null) return drfMessages.null;
      return issue.expected === 'string' ? drfMessages.notAString : drfMessages.invalid;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? drfMessages.blank
          : drfMessages.minLength(Number(issue.minimum));
      }
      return drfMessages.invalid;
    case 'too_big':
      return issue.origin === 'string'
        ? drfMessages.maxLength(Number(issue.maximum))
        : drfMessages.invalid;
    case 'invalid_format':
      if (issue.format === 'email') return drfMessages.invalidEmail;
      if (issue.format === 'url') return drfMessages.invalidUrl;
      return drfMessages.invalid;
    case 'invalid_value':
      if (issue.input === undefined) return drfMessages.required;
      if (issue.input === null) return drfMessages.null;
      return drfMessages.invalidChoice(issue.input);
    case 'invalid_union': {
      const inner = issue.errors.flat()[0];
      return inner ? drfMessageForIssue(inner) : drfMessages.invalid;
    }
    case 'custom':
      return issue.message;
    default:
      return drfMessages.invalid;
  }
}

/** Groups zod issues into DRF field errors, one list of distinct messages per field. */
export function drfFieldErrors(issues: readonly core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : NON_FIELD_ERRORS;
    addFieldError(errors, field, drfMessageForIssue(issue));
  }
  return errors;
}

/** Adds one message to a field's list, keeping the list free of repeats. */
export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  const messages = (errors[field] ??= []);
  if (!messages.includes(message)) messages.push(message);
}

/** Merges field errors from several checks into one object. */
export function mergeFieldErrors(...sources: FieldErrors[]): FieldErrors {
  const merged: FieldErrors = {};
  for (const source of sources) {
    for (const [field, messages] of Object.entries(source)) {
      for (const message of messages) addFieldError(merged, field, message);
    }
  }
  return merged;
}

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Django refuses text holding NUL characters (PostgreSQL cannot store them) field by field. */
export function nullCharacterErrors(body: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string' && value.includes('\u0000')) {
      addFieldError(errors, field, drfMessages.nullCharacters);
    }
  }
  return errors;
}

/** The first lone surrogate (half of a UTF-16 pair without its other half) in a text, or null. */
function firstLoneSurrogate(text: string): number | null {
  const match = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(text);
  return match ? match[0].charCodeAt(0) : null;
}

/**
 * DRF's CharField refuses lone surrogates (ProhibitSurrogateCharactersValidator), which JSON can
 * carry as "\ud800" but UTF-8 cannot store: "Surrogate characters are not allowed: U+D800."
 */
export function surrogateCharacterErrors(body: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(body)) {
    if (typeof value !== 'string') continue;
    const codePoint = firstLoneSurrogate(value);
    if (codePoint !== null)
      addFieldError(errors, field, drfMessages.surrogateCharacters(codePoint));
  }
  return errors;
}

/**
 * DRF refuses a body that is not a JSON object before looking at any field:
 * `{"non_field_errors": ["Invalid data. Expected a dictionary, but got list."]}`.
 */
export function notADictionaryErrors(body: unknown): FieldErrors | null {
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) return null;
  if (body === null) return { [NON_FIELD_ERRORS]: [drfMessages.noData] };
  return { [NON_FIELD_ERRORS]: [drfMessages.notADictionary(pythonTypeName(body))] };
}

function pythonTypeName(value: unknown): string {
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  return typeof value;
}
