import { Send } from 'lucide-react';
import { Input, Textarea, brand, toast } from '@site/shared';
import { SubmitButton } from '@site/shared/ui/submit-button';
import { schemaResolver } from '@site/shared/forms/schema-resolver';
import { useSchemaForm } from '@site/shared/forms/use-schema-form';
import { internshipApplicationLimits } from '@site/shared/schemas/field-limits';
import { Field } from '@site/shared/ui/field';
import {
  emptyInternshipApplication,
  internshipFieldId,
  internshipFieldMessages,
  internshipInputs,
  internshipRefusedMessages,
  type InternshipField,
} from './internship-application-fields';
import { submitInternshipApplication } from './submit-internship-application';

/** The API's own schema, each refused field explained in the form's words. */
const internshipApplicationResolver = schemaResolver(
  () =>
    import('@site/shared/schemas/internship-application').then(
      (schemas) => schemas.internshipApplicationSchema,
    ),
  (field) => internshipFieldMessages[field as InternshipField],
);

/**
 * The internship application: all fields required by the browser, then checked against the
 * API's schema and sent as JSON. On success the form is cleared (but for text typed while it was
 * sending); on failure everything typed stays, even if the visitor has left the page meanwhile,
 * and a field the API refused is marked with what to change.
 */
export function InternshipApplicationForm() {
  const form = useSchemaForm({
    resolver: internshipApplicationResolver,
    defaultValues: emptyInternshipApplication,
    keptAs: 'internship-application',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.submitHandler(async (application) => {
    const submission = await submitInternshipApplication(application);
    if (submission.sent) {
      form.resetAfterSend(emptyInternshipApplication);
      toast({
        title: 'Application Submitted!',
        description: "Thanks for applying! We'll get back to you soon.",
      });
    } else {
      // A field the API checks further than the form can (the phone) is pointed at.
      submission.refusedFields.forEach((field, index) => {
        form.setError(
          field,
          { type: 'server', message: internshipRefusedMessages[field] },
          { shouldFocus: index === 0 },
        );
      });
      toast({
        variant: 'destructive',
        title: 'Submission Failed',
        description: 'Please try again later.',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-label="Internship application">
      <div className="grid gap-5 sm:grid-cols-2">
        {internshipInputs.map(({ field, label, ...input }) => (
          <Field
            key={field}
            id={internshipFieldId(field)}
            label={label}
            error={errors[field]?.message}
          >
            <Input
              {...form.registerField(field)}
              {...input}
              required
              maxLength={internshipApplicationLimits[field]}
            />
          </Field>
        ))}
      </div>
      <Field
        id={internshipFieldId('message')}
        label={`Why do you want to intern at ${brand.name}?`}
        error={errors.message?.message}
      >
        <Textarea
          {...form.registerField('message')}
          required
          maxLength={internshipApplicationLimits.message}
          className="min-h-[150px]"
          placeholder="Tell us what you want to learn, what you have built so far and which internship interests you."
        />
      </Field>
      <SubmitButton sending={isSubmitting} size="lg" className="w-full sm:w-auto">
        <Send aria-hidden /> {isSubmitting ? 'Submitting...' : 'Submit Application'}
      </SubmitButton>
    </form>
  );
}
