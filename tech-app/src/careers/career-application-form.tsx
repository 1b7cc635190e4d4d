import { useRef, type FormEvent, type ReactNode } from 'react';
import { Send } from 'lucide-react';
import { Button, FieldError, Input, Label, Textarea } from '@site/shared';
import { careerApplicationLimits } from '@site/shared/schemas/career-application-rules';
import type { JobOpening } from '../data/job-openings';
import type { CareerApplicationState, CareerTextFields } from './use-career-application';
import { PhoneField } from './phone-field';
import { ResumeField } from './resume-field';

interface CareerApplicationFormProps {
  opening: JobOpening;
  application: CareerApplicationState;
}

function errorProps(id: string, message: string | undefined) {
  return {
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${id}-error` : undefined,
  };
}

function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The "Apply Now" form of the careers page (spec sections 2, 4, 5 and 8). */
export function CareerApplicationForm({ opening, application }: CareerApplicationFormProps) {
  const phoneInput = useRef<HTMLInputElement>(null);
  const { fields, serverErrors, phone, submitting } = application;

  const textChange = (field: keyof CareerTextFields) => (event: { target: { value: string } }) =>
    application.changeField(field, event.target.value);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const outcome = await application.submit(opening);
    if (outcome === 'invalid-phone') phoneInput.current?.focus();
  }

  return (
    <form onSubmit={handleSubmit} className="grid gap-5" aria-label="Job application">
      <FormField id="career-position" label="Position" error={serverErrors.position}>
        <Input
          id="career-position"
          readOnly
          value={opening.title}
          className="bg-muted"
          {...errorProps('career-position', serverErrors.position)}
        />
      </FormField>
      <p className="text-sm text-muted-foreground">{opening.description}</p>
      <FormField id="career-full-name" label="Full Name" error={serverErrors.full_name}>
        <Input
          id="career-full-name"
          name="full_name"
          autoComplete="name"
          required
          maxLength={careerApplicationLimits.full_name}
          value={fields.full_name}
          onChange={textChange('full_name')}
          {...errorProps('career-full-name', serverErrors.full_name)}
        />
      </FormField>
      <FormField id="career-email" label="Email" error={serverErrors.email}>
        <Input
          id="career-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={careerApplicationLimits.email}
          value={fields.email}
          onChange={textChange('email')}
          {...errorProps('career-email', serverErrors.email)}
        />
      </FormField>
      <PhoneField
        country={phone.country}
        number={phone.number}
        error={phone.error ?? serverErrors.phone}
        inputRef={phoneInput}
        onCountryChange={application.changePhoneCountry}
        onNumberChange={application.changePhoneNumber}
        onBlur={phone.blur}
      />
      <FormField
        id="career-linkedin-url"
        label={
          <>
            LinkedIn or Portfolio URL <span className="text-muted-foreground">(optional)</span>
          </>
        }
        error={serverErrors.linkedin_url}
      >
        <Input
          id="career-linkedin-url"
          name="linkedin_url"
          type="url"
          autoComplete="url"
          placeholder="https://www.linkedin.com/in/your-name"
          maxLength={careerApplicationLimits.linkedin_url}
          value={fields.linkedin_url}
          onChange={textChange('linkedin_url')}
          {...errorProps('career-linkedin-url', serverErrors.linkedin_url)}
        />
      </FormField>
      <FormField id="career-cover-letter" label="Cover Letter" error={serverErrors.cover_letter}>
        <Textarea
          id="career-cover-letter"
          name="cover_letter"
          required
          maxLength={careerApplicationLimits.cover_letter}
          placeholder="Tell us about a project you are proud of and why this role suits you."
          className="min-h-36"
          value={fields.cover_letter}
          onChange={textChange('cover_letter')}
          {...errorProps('career-cover-letter', serverErrors.cover_letter)}
        />
      </FormField>
      <ResumeField
        file={application.resume}
        inputKey={application.resumeInputKey}
        error={application.resumeError}
        onChoose={application.chooseResume}
      />
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        <Send aria-hidden />
        {submitting ? 'Submitting...' : 'Submit Application'}
      </Button>
    </form>
  );
}
