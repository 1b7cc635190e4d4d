import { useEffect, useRef, type ChangeEvent, type FocusEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { PhoneCountryCode } from '../data/phone-countries';
import type { CareerApplicationFormValues } from './career-application-schema';
import { lookupPhoneCountry } from './geo-lookup';
import { phoneError, stripSpaces } from './phone-rules';

/**
 * The careers phone field (spec sections 4 and 5): spaces stripped as typed; checked only after
 * the first blur or submit, then on every change; a new country clears number, error and
 * touched state. The country starts from the visitor's location when it is one of the five.
 */
export function usePhoneField(form: UseFormReturn<CareerApplicationFormValues>) {
  const { control, register, trigger, clearErrors, setValue, setError, getValues } = form;
  const { getFieldState, resetField } = form;
  const country = useWatch({ control, name: 'country' });
  // Touched: left once, or sent. A ref, read by the handlers, not rendered.
  const touched = useRef(false);
  // Once the visitor has typed or picked a country, a late geo answer must not override them.
  const visitorHasEdited = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    void lookupPhoneCountry(controller.signal).then((detected) => {
      // Nor may it change the country of a number already in the field (typed before the page
      // started, or given back after a failed send).
      if (
        detected &&
        !controller.signal.aborted &&
        !visitorHasEdited.current &&
        getValues('phone') === ''
      ) {
        setValue('country', detected);
      }
    });
    return () => controller.abort();
  }, [setValue, getValues]);

  const registered = register('phone');

  /** The number input's props: spaces stripped before the value is read; checked once touched. */
  const input = {
    ...registered,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const stripped = stripSpaces(event.target.value);
      if (stripped !== event.target.value) event.target.value = stripped;
      const stored = registered.onChange(event);
      visitorHasEdited.current = true;
      // Checked again once touched; before that an edit only clears the server's message.
      if (touched.current) void trigger('phone');
      else clearErrors('phone');
      return stored;
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const stored = registered.onBlur(event);
      touched.current = true;
      // The server's word on this number, and the submit's, stand until the number is edited.
      const said = getFieldState('phone').error?.type;
      if (said !== 'server' && said !== 'submit') void trigger('phone');
      return stored;
    },
  };

  function changeCountry(next: PhoneCountryCode) {
    visitorHasEdited.current = true;
    touched.current = false;
    setValue('country', next);
    resetField('phone');
  }

  return {
    country,
    input,
    changeCountry,
    /** A submit touches the field: it is checked on every change from then on. */
    touch: () => {
      touched.current = true;
    },
    /** Words a refused number as on submit: an empty one asks for a valid number. */
    showSubmitError: () => {
      const message = phoneError(getValues('phone'), getValues('country'), 'submit');
      if (message) setError('phone', { type: 'submit', message });
    },
    /** After a successful application the number starts untouched again. */
    untouch: () => {
      touched.current = false;
    },
  };
}

export type PhoneFieldState = ReturnType<typeof usePhoneField>;
