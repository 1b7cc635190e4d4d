import { useCallback } from 'react';

const TEXT_FIELDS =
  'input:not([type=file]):not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea';

/** The `detail` of the input event that announces early-typed text. */
const EARLY_INPUT_DETAIL = 'site:early-input';

/**
 * Whether an input event is a form announcing text typed before its code arrived, rather than
 * the visitor typing now (a press held until the form's code arrived still counts then).
 */
export function isEarlyInputAnnouncement(event: Event): boolean {
  return event instanceof CustomEvent && event.detail === EARLY_INPUT_DETAIL;
}

/**
 * React notices a change only when the text differs from the value it last saw, and it read the
 * typed text while hydrating. So the field is set back to the server's value through the
 * element (React sees that), the text restored underneath through the prototype's setter (React
 * does not), and an input event reports the difference like a keystroke would.
 */
function announceTypedText(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new CustomEvent('input', { bubbles: true, detail: EARLY_INPUT_DETAIL }));
}

/**
 * For the `ref` of a form that is prerendered. A visitor may type into it before React has taken
 * the page over: the text is in the fields but not in React's state, and the next render would
 * wipe it. When React attaches the form, each field whose text differs from what the server
 * rendered is announced with an input event, so the form's own change handlers adopt it and a
 * submit sends what the visitor sees. (A submit before that is held by before-start.js.)
 */
export function useKeepEarlyInput() {
  return useCallback((form: HTMLFormElement | null) => {
    if (!form) return;
    for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      TEXT_FIELDS,
    )) {
      if (field.value !== field.defaultValue) announceTypedText(field);
    }
  }, []);
}
