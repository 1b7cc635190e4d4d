/**
 * Forms whose send failed after the visitor left their page (`keptAs` of `useSchemaForm`): what
 * was typed, files as arrays of files, by the form's name, until a form of that name is shown
 * again. In memory only: a reload starts afresh.
 */
type FormValues = Record<string, unknown>;

const unsentForms = new Map<string, FormValues>();

/**
 * The forms shown now, by name: each takes a kept form's values if the visitor has not started
 * on it, and says whether it did.
 */
const shownForms = new Map<string, (values: FormValues) => boolean>();

/** A file input's list holding `files`, as the input's own (where the browser can make one). */
export function asFileList(files: File[]): FileList | null {
  if (typeof DataTransfer !== 'function') return null;
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  return transfer.files;
}

/** Chosen files as a file list again, which an input can hold. */
function asShown(values: FormValues): FormValues {
  return Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      field,
      Array.isArray(value) && value.length > 0 && value.every((item) => item instanceof File)
        ? asFileList(value)
        : value,
    ]),
  );
}

/**
 * Keeps what a failed send of the form named `name` held. A form of that name shown again
 * meanwhile (the visitor came back before the answer) takes it at once, if still untouched.
 */
export function keepUnsentForm(name: string, values: FormValues) {
  if (shownForms.get(name)?.(asShown(values))) return;
  unsentForms.set(name, values);
}

/** Forgets what was kept for the form named `name`: a form has shown it, or been sent since. */
export function forgetUnsentForm(name: string) {
  unsentForms.delete(name);
}

/**
 * What was kept for the form named `name`, chosen files as a file list again. It stays kept until
 * `forgetUnsentForm`: read while rendering, it must survive a render React throws away (one that
 * suspends, for instance) and be there for the one it commits.
 */
export function unsentFormValues(name: string): FormValues | undefined {
  const kept = unsentForms.get(name);
  return kept && asShown(kept);
}

/**
 * Called once a form named `name` is shown: from now on it is given what a send of that name,
 * still on its way, fails with. Returns the function to call when the form goes.
 */
export function showForm(name: string, take: (values: FormValues) => boolean): () => void {
  shownForms.set(name, take);
  return () => {
    if (shownForms.get(name) === take) shownForms.delete(name);
  };
}
