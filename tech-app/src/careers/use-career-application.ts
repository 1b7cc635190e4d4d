import { useState } from 'react';
import { NetworkError, postFormData, toast } from '@site/shared';
import {
  resumeFileRules,
  type CareerApplicationFieldName,
} from '@site/shared/schemas/career-application-rules';
import type { JobOpening } from '../data/job-openings';
import { careerFieldErrorsFrom, type CareerFieldErrors } from './server-field-errors';
import { usePhoneField } from './use-phone-field';

export interface CareerTextFields {
  full_name: string;
  email: string;
  linkedin_url: string;
  cover_letter: string;
}

const emptyTextFields: CareerTextFields = {
  full_name: '',
  email: '',
  linkedin_url: '',
  cover_letter: '',
};

export type SubmitOutcome = 'invalid-phone' | 'sent' | 'failed';

function showFailureToast() {
  toast({
    variant: 'destructive',
    title: 'Submission Failed',
    description: 'Please check required fields or try again later.',
  });
}

/**
 * State and submission of the job application (spec sections 4, 7 and 8): multipart POST to
 * /api/career/, server field errors kept per field until that field changes, the form reset on
 * success and kept as typed on failure.
 */
export function useCareerApplication() {
  const phone = usePhoneField();
  const [fields, setFields] = useState<CareerTextFields>(emptyTextFields);
  const [resume, setResume] = useState<File | null>(null);
  // A file input cannot be emptied from state; a new key gives a fresh, empty input.
  const [resumeInputKey, setResumeInputKey] = useState(0);
  const [resumeTooLarge, setResumeTooLarge] = useState(false);
  const [serverErrors, setServerErrors] = useState<CareerFieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  function clearServerError(field: CareerApplicationFieldName) {
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  }

  function changeField(field: keyof CareerTextFields, value: string) {
    setFields((current) => ({ ...current, [field]: value }));
    clearServerError(field);
  }

  function changePhoneNumber(value: string) {
    phone.changeNumber(value);
    clearServerError('phone');
  }

  function changePhoneCountry(...args: Parameters<typeof phone.changeCountry>) {
    phone.changeCountry(...args);
    clearServerError('phone');
  }

  /** Takes the chosen file; false when it is refused (too large), so the input is emptied. */
  function chooseResume(file: File | null): boolean {
    clearServerError('resume');
    // Refused here rather than after uploading it: the server would refuse it too.
    const tooLarge = file !== null && file.size > resumeFileRules.maxBytes;
    setResumeTooLarge(tooLarge);
    setResume(tooLarge ? null : file);
    return !tooLarge;
  }

  async function submit(opening: JobOpening): Promise<SubmitOutcome> {
    const internationalPhone = phone.validateForSubmit();
    if (!internationalPhone) return 'invalid-phone';

    const formData = new FormData();
    formData.append('position', opening.code);
    formData.append('full_name', fields.full_name);
    formData.append('email', fields.email);
    formData.append('phone', internationalPhone);
    formData.append('linkedin_url', fields.linkedin_url);
    formData.append('cover_letter', fields.cover_letter);
    if (resume) formData.append('resume', resume, resume.name);

    setSubmitting(true);
    try {
      const answer = await postFormData('/api/career/', formData);
      if (!answer.ok) {
        setServerErrors(careerFieldErrorsFrom(answer.data));
        showFailureToast();
        return 'failed';
      }
      toast({
        title: 'Application Submitted!',
        description: `Thanks for applying for ${opening.title} position. We'll get back to you.`,
      });
      setFields(emptyTextFields);
      phone.reset();
      setResume(null);
      setResumeInputKey((key) => key + 1);
      setServerErrors({});
      return 'sent';
    } catch (error) {
      if (!(error instanceof NetworkError)) console.error('Career application failed', error);
      showFailureToast();
      return 'failed';
    } finally {
      setSubmitting(false);
    }
  }

  return {
    phone,
    fields,
    resume,
    resumeInputKey,
    resumeError: resumeTooLarge ? resumeFileRules.tooLargeMessage : serverErrors.resume,
    serverErrors,
    submitting,
    changeField,
    changePhoneNumber,
    changePhoneCountry,
    chooseResume,
    clearServerError,
    submit,
  };
}

export type CareerApplicationState = ReturnType<typeof useCareerApplication>;
