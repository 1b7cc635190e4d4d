import { Controller, type Control } from 'react-hook-form';
import { Input } from '@site/shared';
import { careerApplicationLimits } from '@site/shared/schemas/career-application-rules';
import { Field } from '@site/shared/ui/field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@site/shared/ui/select';
import { CountryFlag } from '../components/country-flag';
import { findPhoneCountry, isPhoneCountryCode, phoneCountries } from '../data/phone-countries';
import type { CareerApplicationFormValues } from './career-application-schema';
import type { PhoneFieldState } from './use-phone-field';

interface PhoneFieldProps {
  control: Control<CareerApplicationFormValues>;
  phone: PhoneFieldState;
  /** The client check's message, or the server's. */
  error: string | undefined;
}

/** Country (with its dial code) and national number; the number is what the label names. */
export function PhoneField({ control, phone, error }: PhoneFieldProps) {
  const selected = findPhoneCountry(phone.country);
  return (
    <Field id="career-phone" label="Phone Number" error={error}>
      {(number) => (
        <div className="flex gap-2">
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <Select
                value={field.value}
                onValueChange={(value) => {
                  if (isPhoneCountryCode(value)) phone.changeCountry(value);
                }}
              >
                <SelectTrigger
                  ref={field.ref}
                  onBlur={field.onBlur}
                  className="w-24 shrink-0 gap-1.5 whitespace-nowrap px-2.5 max-[22rem]:w-[4.5rem] sm:w-28"
                  aria-label={`Phone country: ${selected.name} (${selected.dialCode})`}
                >
                  {/* Below 22rem the flag gives way, so the number keeps its whole placeholder. */}
                  <SelectValue>
                    <span className="max-[22rem]:hidden">
                      <CountryFlag code={selected.code} />{' '}
                    </span>
                    {selected.dialCode}
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
            )}
          />
          <Input
            {...number}
            {...phone.input}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={careerApplicationLimits.phone}
            placeholder={`e.g. ${selected.example}`}
            aria-required="true"
          />
        </div>
      )}
    </Field>
  );
}
