import { useEffect, useRef, useState } from 'react';
import { DEFAULT_PHONE_COUNTRY, type PhoneCountryCode } from '../data/phone-countries';
import { lookupPhoneCountry } from './geo-lookup';
import { phoneError, stripSpaces, toE164 } from './phone-rules';

/**
 * The careers phone field (spec sections 4 and 5): spaces stripped as typed; checked only after
 * the first blur or submit, then on every change; a new country clears number, error and
 * touched state. The country starts from the visitor's location when it is one of the five.
 */
export function usePhoneField() {
  const [country, setCountry] = useState<PhoneCountryCode>(DEFAULT_PHONE_COUNTRY);
  const [number, setNumber] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // Once the visitor has typed or picked a country, a late geo answer must not override them.
  const visitorHasEdited = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    void lookupPhoneCountry(controller.signal).then((detected) => {
      if (detected && !controller.signal.aborted && !visitorHasEdited.current) setCountry(detected);
    });
    return () => controller.abort();
  }, []);

  function changeNumber(typed: string) {
    visitorHasEdited.current = true;
    const next = stripSpaces(typed);
    setNumber(next);
    if (touched) setError(phoneError(next, country, 'edit'));
  }

  function blur() {
    setTouched(true);
    setError(phoneError(number, country, 'edit'));
  }

  function changeCountry(next: PhoneCountryCode) {
    visitorHasEdited.current = true;
    setCountry(next);
    setNumber('');
    setError(undefined);
    setTouched(false);
  }

  /** Checks the number as on submit; gives it in E.164 form, or null after showing the error. */
  function validateForSubmit(): string | null {
    setTouched(true);
    const problem = phoneError(number, country, 'submit');
    setError(problem);
    return problem ? null : toE164(number, country);
  }

  /** Empties the number after a successful application; the country stays. */
  function reset() {
    setNumber('');
    setError(undefined);
    setTouched(false);
  }

  return { country, number, error, changeNumber, blur, changeCountry, validateForSubmit, reset };
}

export type PhoneFieldState = ReturnType<typeof usePhoneField>;
