import type { Ref } from 'react';
import { FieldError, Input, Label } from '@site/shared';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@site/shared/ui/select';
import { CountryFlag } from '../components/country-flag';
import {
  findPhoneCountry,
  isPhoneCountryCode,
  phoneCountries,
  type PhoneCountryCode,
} from '../data/phone-countries';

interface PhoneFieldProps {
  country: PhoneCountryCode;
  number: string;
  /** The client check's message, else the server's. */
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  onCountryChange: (country: PhoneCountryCode) => void;
  onNumberChange: (value: string) => void;
  onBlur: () => void;
}

const PHONE_INPUT_ID = 'career-phone';
const PHONE_ERROR_ID = 'career-phone-error';

export function PhoneField({
  country,
  number,
  error,
  inputRef,
  onCountryChange,
  onNumberChange,
  onBlur,
}: PhoneFieldProps) {
  const selected = findPhoneCountry(country);
  return (
    <div className="grid gap-2">
      <Label htmlFor={PHONE_INPUT_ID}>Phone Number</Label>
      <div className="flex gap-2">
        <Select
          value={country}
          onValueChange={(value) => {
            if (isPhoneCountryCode(value)) onCountryChange(value);
          }}
        >
          <SelectTrigger
            className="w-28 shrink-0"
            aria-label={`Phone country: ${selected.name} (${selected.dialCode})`}
          >
            <SelectValue>
              <CountryFlag code={selected.code} /> {selected.dialCode}
            </SelectValue>
          </SelectTrigger>
          <SelectContent>
            {phoneCountries.map((option) => (
              <SelectItem key={option.code} value={option.code}>
                <CountryFlag code={option.code} /> {option.name} ({option.dialCode})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Input
          ref={inputRef}
          id={PHONE_INPUT_ID}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={selected.example}
          value={number}
          onChange={(event) => onNumberChange(event.target.value)}
          onBlur={onBlur}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? PHONE_ERROR_ID : undefined}
        />
      </div>
      <FieldError id={PHONE_ERROR_ID} message={error} />
    </div>
  );
}
