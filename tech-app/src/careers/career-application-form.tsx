import { Send } from 'lucide-react';
import { Input, Textarea } from '@site/shared';
import { SubmitButton } from '@site/shared/ui/submit-button';
import { careerApplicationLimits } from '@site/shared/schemas/career-application-rules';
import { Field } from '@site/shared/ui/field';
import type { JobOpening } from '../data/job-openings';
import { chooseOpening, useChosenOpening, type OpeningChoice } from './opening-choice';
import { PhoneField } from './phone-field';
import { ResumeField } from './resume-field';
import { useCareerApplication } from './use-career-application';

/** The careers page's form, for the opening chosen in the list beside it. */
export function ChosenOpeningApplicationForm({ choice }: { choice: OpeningChoice }) {
  return (
    <CareerApplicationForm
      opening={useChosenOpening(choice)}
      chooseKeptOpening={(code) => chooseOpening(choice, code)}
    />
  );
}

/** The "Apply Now" form of the careers page (spec sections 2, 4, 5 and 8). */
export function CareerApplicationForm({
  opening,
  chooseKeptOpening,
}: {
  opening: JobOpening;
  chooseKeptOpening?: (code: JobOpening['code']) => void;
}) {
  const application = useCareerApplication(opening, chooseKeptOpening);
  const { registerField, errors, submitting } = application;

  return (
    <form onSubmit={application.onSubmit} className="grid gap-5" aria-label="Job application">
      <Field id="career-position" label="Position" error={errors.position?.message}>
        {/* A text box that grows to the title, so a long one wraps on a phone, never cut. */}
        <Textarea
          readOnly
          rows={1}
          value={opening.title}
          className="min-h-10 resize-none bg-muted [field-sizing:content]"
        />
      </Field>
      <p className="text-sm text-muted-foreground">{opening.description}</p>
      <Field id="career-full-name" label="Full Name" error={errors.full_name?.message}>
        <Input
          {...registerField('full_name')}
          autoComplete="name"
          required
          maxLength={careerApplicationLimits.full_name}
        />
      </Field>
      <Field id="career-email" label="Email" error={errors.email?.message}>
        <Input
          {...registerField('email')}
          type="email"
          autoComplete="email"
          required
          maxLength={careerApplicationLimits.email}
        />
      </Field>
      <PhoneField
        control={application.control}
        phone={application.phone}
        error={errors.phone?.message}
      />
      <Field
        id="career-linkedin-url"
        label={
          <>
            LinkedIn or Portfolio URL <span className="text-muted-foreground">(optional)</span>
          </>
        }
        error={errors.linkedin_url?.message}
      >
        <Input
          {...registerField('linkedin_url')}
          type="url"
          autoComplete="url"
          placeholder="https://www.linkedin.com/in/your-name"
          maxLength={careerApplicationLimits.linkedin_url}
        />
      </Field>
      <Field id="career-cover-letter" label="Cover Letter" error={errors.cover_letter?.message}>
        <Textarea
          {...registerField('cover_letter')}
          required
          maxLength={careerApplicationLimits.cover_letter}
          placeholder="Tell us about a project you are proud of and why this role suits you."
          className="min-h-36"
        />
      </Field>
      <ResumeField
        input={application.resumeInput}
        file={application.resume}
        error={errors.resume?.message}
      />
      <SubmitButton sending={submitting} size="lg" className="w-full">
        <Send aria-hidden />
        {submitting ? 'Submitting...' : 'Submit Application'}
      </SubmitButton>
    </form>
  );
}
