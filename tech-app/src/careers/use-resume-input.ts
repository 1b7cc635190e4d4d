import { useLayoutEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { asFileList } from '@site/shared/forms/unsent-forms';
import type { CareerApplicationFormValues } from './career-application-schema';

/**
 * The resume input's registration. A file over the API's limit is refused as soon as it is
 * chosen, and the input emptied, rather than after uploading it.
 *
 * A resume chosen while an application was sending is kept by the reset after it, as typed text
 * is. react-hook-form, though, empties a file input whenever it sets the field (the reset
 * included), and the browser empties the input's file list in place, the very list the form's
 * value holds. So the file in the input is noted after every render, and given back to the
 * input and the form when such a reset has emptied both. So is a resume kept with a form whose
 * send failed after the visitor left the page (`keptAs` of `useSchemaForm`).
 */
export function useResumeInput(form: UseFormReturn<CareerApplicationFormValues>) {
  const { register, trigger, setValue, getValues } = form;
  const element = useRef<HTMLInputElement | null>(null);
  const lastFile = useRef<File | null>(null);
  const registered = register('resume', {
    onChange: async (event: { target: HTMLInputElement }) => {
      // An input the visitor emptied holds no resume, as one never chosen.
      if (!event.target.files?.length) {
        setValue('resume', null);
        return;
      }
      if (await trigger('resume')) return;
      event.target.value = '';
      setValue('resume', null);
    },
  });

  useLayoutEffect(() => {
    const input = element.current;
    if (!input) return;
    // No resume (none chosen, one refused, or a reset after sending it): nothing to keep.
    if (getValues('resume') === null) {
      lastFile.current = null;
      return;
    }
    const inInput = input.files?.[0];
    if (inInput) {
      lastFile.current = inInput;
      return;
    }
    // Emptied by react-hook-form: by a reset after a send (the file noted last time), or as the
    // form was shown again with what a failed send had kept (the form's value holds the file).
    const file = lastFile.current ?? getValues('resume')?.[0];
    const files = file && asFileList([file]);
    if (!files) return;
    setValue('resume', files);
    input.files = files;
    lastFile.current = input.files[0] ?? null;
  });

  return {
    ...registered,
    ref: (input: HTMLInputElement | null) => {
      registered.ref(input);
      element.current = input;
    },
  };
}
