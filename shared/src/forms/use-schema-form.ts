import { useEffect, useLayoutEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type Resolver,
} from 'react-hook-form';
import { forgetUnsentForm, keepUnsentForm, showForm, unsentFormValues } from './unsent-forms';

/**
 * A field's value as a send takes it. A file input's list is kept as its files: a browser may
 * refill the same list in place when another file is chosen, and would hide the change.
 */
function asSent(value: unknown): unknown {
  return typeof FileList !== 'undefined' && value instanceof FileList ? Array.from(value) : value;
}

/** Whether a field still holds what was sent: the same value, or the same files. */
function stillAsSent(now: unknown, sent: unknown): boolean {
  if (Array.isArray(sent) && typeof FileList !== 'undefined' && now instanceof FileList) {
    return now.length === sent.length && sent.every((file, index) => now[index] === file);
  }
  return now === sent;
}

interface SchemaFormOptions<Input extends FieldValues, Output> {
  /**
   * Usually `schemaResolver(loadSchema, messageFor)`, whose check loads when the visitor first
   * edits a field (`preload`).
   */
  resolver: Resolver<Input, unknown, Output> & { preload?: () => Promise<void> };
  defaultValues: DefaultValues<Input>;
  /**
   * The form's name, for a form on a page of its own: when the visitor leaves the page while a
   * send is on its way and the send fails, what they typed is shown again the next time the
   * form is (spec section 8: "form data kept").
   */
  keptAs?: string;
  /** Called with what was kept when the form shows it again (`keptAs`). */
  onKeptShown?: (values: Input) => void;
}

/**
 * react-hook-form set up the way the site's forms work (spec section 5): checked against a zod
 * schema when sent, and not again while the visitor types; a field's message (the form's own or
 * the server's) cleared as soon as that field is edited; the first invalid field focused.
 *
 * Fields are registered uncontrolled, so text typed into the prerendered form before the page
 * started stays in the field and is what gets sent. Call it in the component that renders the
 * form, so the form's fields register when that component hydrates.
 */
export function useSchemaForm<Input extends FieldValues, Output>({
  resolver,
  defaultValues,
  keptAs,
  onKeptShown,
}: SchemaFormOptions<Input, Output>) {
  // A form kept after a failed send starts from what it held (it is never hydrated: the visitor
  // came back to it by a move within the site), so the first paint shows it and every field,
  // watched ones included, starts from it.
  const [kept] = useState(() =>
    keptAs ? (unsentFormValues(keptAs) as Input | undefined) : undefined,
  );
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: (kept as DefaultValues<Input> | undefined) ?? defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const latestOnKeptShown = useRef(onKeptShown);
  useLayoutEffect(() => {
    latestOnKeptShown.current = onKeptShown;
  });
  const { getValues, reset } = form;
  const firstDefaults = useRef(defaultValues);
  useLayoutEffect(() => {
    if (!keptAs) return;
    if (kept) {
      forgetUnsentForm(keptAs);
      // The form's defaults are its own again, which resetting a field (the phone, when the
      // country changes) goes back to; the values stay what was kept.
      reset(firstDefaults.current, { keepValues: true });
      latestOnKeptShown.current?.(kept);
    }
    // A send made before the visitor came back may still fail: a form they have not started on
    // takes what it held.
    return showForm(keptAs, (values) => {
      const now = getValues() as Record<string, unknown>;
      const untouched = Object.entries(firstDefaults.current).every(([field, value]) =>
        stillAsSent(now[field], asSent(value)),
      );
      if (!untouched) return false;
      reset(values as Input, { keepDefaultValues: true });
      latestOnKeptShown.current?.(values as Input);
      return true;
    });
  }, [keptAs, kept, getValues, reset]);
  // A ref, not state: a second press in the same frame must see the first one at once.
  const inFlight = useRef(false);
  // The fields as the last send took them, for `resetAfterSend`.
  const typedAsSent = useRef<Record<string, unknown> | null>(null);
  const sentSuccessfully = useRef(false);
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);

  /**
   * `register`, with the field's message cleared when the visitor edits it. The first edit also
   * starts loading the form's check, so it is there by the time the form is sent.
   */
  function registerField<Name extends FieldPath<Input>>(
    name: Name,
    options?: RegisterOptions<Input, Name>,
  ) {
    return form.register(name, {
      ...options,
      onChange: (event: unknown) => {
        void resolver.preload?.();
        if (form.getFieldState(name).error) form.clearErrors(name);
        return options?.onChange?.(event);
      },
    });
  }

  /** Every field as a send takes it (`asSent`). */
  function valuesAsSent(): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(form.getValues()).map(([field, value]) => [field, asSent(value)]),
    );
  }

  /** The form's `onSubmit`: checks, then sends once; a press while sending does nothing. */
  function submitHandler(
    onValid: (values: Output) => Promise<void> | void,
    onInvalid?: (errors: FieldErrors<Input>) => void,
  ) {
    const handle = form.handleSubmit(onValid, onInvalid);
    return async (event?: BaseSyntheticEvent) => {
      if (inFlight.current) {
        event?.preventDefault();
        return;
      }
      inFlight.current = true;
      try {
        // The check may still be on its way (it loads on the first edit): the form says it is
        // sending only once it has been checked.
        event?.preventDefault();
        await resolver.preload?.();
        typedAsSent.current = valuesAsSent();
        sentSuccessfully.current = false;
        await handle(event);
      } finally {
        inFlight.current = false;
        if (keptAs && !shown.current && !sentSuccessfully.current) {
          keepUnsentForm(keptAs, valuesAsSent());
        }
      }
    };
  }

  /**
   * After a successful send: each field that still holds what was sent goes back to `empty`; one
   * the visitor edited while the send was on its way keeps what they typed.
   */
  function resetAfterSend(empty: Input) {
    sentSuccessfully.current = true;
    if (keptAs) forgetUnsentForm(keptAs);
    const sent = typedAsSent.current;
    const now = form.getValues();
    const fields = Object.keys(empty) as (keyof Input)[];
    form.reset(
      Object.fromEntries(
        fields.map((field) => [
          field,
          sent && !stillAsSent(now[field], sent[field as string]) ? now[field] : empty[field],
        ]),
      ) as Input,
    );
  }

  return { ...form, registerField, submitHandler, resetAfterSend };
}
