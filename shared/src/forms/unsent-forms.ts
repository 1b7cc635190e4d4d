/**
 * What the visitor had typed in a form whose send failed after they left its page, by the
 * form's name, until the form is shown again. In memory only: a reload starts afresh.
 */
const unsentForms = new Map<string, Record<string, unknown>>();

/** A file input's list holding `files`, as the input's own (where the browser can make one). */
function asFileList(files: File[]): FileList | null {
  if (typeof DataTransfer !== 'function') return null;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  return transfer.files;
}

/** Keeps `values` (files as arrays of files) for the next time the form named `name` shows. */
export function keepUnsentForm(name: string, values: Record<string, unknown>) {
  unsentForms.set(name, values);
}

/**
 * Takes back what was kept for the form named `name`, once; chosen files as a file list again,
 * which an input can hold (or as no file, where the browser cannot make one).
 */
export function takeUnsentForm(name: string): Record<string, unknown> | undefined {
  const values = unsentForms.get(name);
  unsentForms.delete(name);
  if (!values) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      field,
      Array.isArray(value) && value.every((item) => item instanceof File)
        ? value.length > 0
          ? asFileList(value)
          : null
        : value,
    ]),
  );
}
