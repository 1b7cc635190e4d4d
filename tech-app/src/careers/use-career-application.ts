import { useEffect, type BaseSyntheticEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { NetworkError, postFormData, toast } from '@site/shared';
import { useSchemaForm } from '@site/shared/forms/use-schema-form';
import { DEFAULT_PHONE_COUNTRY } from '../data/phone-countries';
import type { JobOpening } from '../data/job-openings';
import {
  careerApplicationResolver,
  isResumeWithinLimit,
  type CareerApplicationFormValues,
} from './career-application-schema';
import { internationalPhoneNumber } from './phone-rules';
import { careerFieldErrorsFrom } from './server-field-errors';
import { usePhoneField } from './use-phone-field';
import { useResumeInput } from './use-resume-input';

function emptyApplication(
  position: JobOpening['code'],
  country = DEFAULT_PHONE_COUNTRY,
): CareerApplicationFormValues {
  return {
    position,
    full_name: '',
    email: '',
    country,
    phone: '',
    linkedin_url: '',
    cover_letter: '',
    resume: null,
  };
}

function showFailureToast() {
  toast({
    variant: 'destructive',
    title: 'Submission Failed',
    description: 'Please check required fields or try again later.',
  });
}

/** The multipart body of POST /api/career/; the phone in international form. */
function applicationFormData(values: CareerApplicationFormValues, phone: string): FormData {
  const formData = new FormData();
  formData.append('position', values.position);
  formData.append('full_name', values.full_name);
  formData.append('email', values.email);
  formData.append('phone', phone);
  formData.append('linkedin_url', values.linkedin_url);
  formData.append('cover_letter', values.cover_letter);
  const resume = values.resume?.[0];
  if (resume) formData.append('resume', resume, resume.name);
  return formData;
}

/**
 * The job application for `opening` (spec sections 4, 5, 7 and 8): the phone and resume checked
 * on the client, a multipart POST to /api/career/, the server's field errors under their fields
 * until that field changes, the form and the resume reset on success and kept on failure.
 */
export function useCareerApplication(
  opening: JobOpening,
  /** Chooses the opening of an application given back after a failed send (`keptAs`). */
  chooseKeptOpening?: (code: JobOpening['code']) => void,
) {
  const form = useSchemaForm({
    resolver: careerApplicationResolver,
    defaultValues: emptyApplication(opening.code),
    keptAs: 'careers-application',
    onKeptShown: (kept) => chooseKeptOpening?.(kept.position),
  });
  const { setValue, clearErrors, getValues } = form;
  const phone = usePhoneField(form);
  const chosenResume = useWatch({ control: form.control, name: 'resume' })?.[0] ?? null;

  // The position applied for follows the selected opening; the server's word on the old one goes.
  useEffect(() => {
    setValue('position', opening.code);
    clearErrors('position');
  }, [opening.code, setValue, clearErrors]);

  const resumeInput = useResumeInput(form);

  const send = form.submitHandler(async (values) => {
    const internationalPhone = internationalPhoneNumber(values.phone, values.country);
    if (!internationalPhone) return;
    try {
      const answer = await postFormData(
        '/api/career/',
        applicationFormData(values, internationalPhone),
      );
      if (!answer.ok) {
        const fieldErrors = Object.entries(careerFieldErrorsFrom(answer.data)) as [
          keyof CareerApplicationFormValues,
          string,
        ][];
        for (const [field, message] of fieldErrors) {
          form.setError(field, { type: 'server', message });
        }
        // Then focus goes to the first field the visitor can change, as with the form's own
        // checks (the position follows the opening chosen in the list). Only once every message
        // is set: leaving the phone field checks it, unless the server has spoken on it.
        const firstToFix = fieldErrors.find(([field]) => field !== 'position')?.[0];
        if (firstToFix) form.setFocus(firstToFix);
        showFailureToast();
        return;
      }
      // `opening` is the one this send was made for: the handler is the render's of that moment.
      toast({
        title: 'Application Submitted!',
        description: `Thanks for applying for ${opening.title} position. We'll get back to you.`,
      });
      // The opening chosen now, which may have changed while this one was sending; what was
      // typed meanwhile stays.
      form.resetAfterSend(emptyApplication(getValues('position'), getValues('country')));
      phone.untouch();
    } catch (error) {
      if (!(error instanceof NetworkError)) console.error('Career application failed', error);
      showFailureToast();
    }
  }, phone.showSubmitError);

  return {
    registerField: form.registerField,
    control: form.control,
    errors: form.formState.errors,
    submitting: form.formState.isSubmitting,
    phone,
    resumeInput,
    /** The chosen resume, unless it is refused for its size. */
    resume: isResumeWithinLimit(chosenResume) ? chosenResume : null,
    onSubmit: (event?: BaseSyntheticEvent) => {
      phone.touch();
      return send(event);
    },
  };
}
