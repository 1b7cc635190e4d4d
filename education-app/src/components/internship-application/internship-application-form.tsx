import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Button, FieldError, Input, Label, Textarea, brand, toast } from '@site/shared';
import { internshipApplicationSchema } from '@site/shared/schemas/internship-application';
import {
  emptyInternshipApplication,
  internshipFieldMessages,
  type InternshipField,
} from './internship-application-fields';
import { submitInternshipApplication } from './submit-internship-application';

type FieldErrors = Partial<Record<InternshipField, string>>;

interface FieldConfig {
  field: InternshipField;
  label: string;
  type: 'text' | 'email' | 'tel' | 'url';
  autoComplete: string;
  placeholder: string;
}

const inputFields: readonly FieldConfig[] = [
  {
    field: 'name',
    label: 'Full Name',
    type: 'text',
    autoComplete: 'name',
    placeholder: 'Your full name',
  },
  {
    field: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@example.com',
  },
  {
    field: 'phone',
    label: 'Phone',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '+91 98765 43210',
  },
  {
    field: 'linkedin_url',
    label: 'LinkedIn Profile',
    type: 'url',
    autoComplete: 'url',
    placeholder: 'https://www.linkedin.com/in/your-name',
  },
];

const fieldId = (field: InternshipField) => `internship-${field.replace('_', '-')}`;
const errorId = (field: InternshipField) => `${fieldId(field)}-error`;

/**
 * The internship application: all fields required, sent as JSON. On success the form is cleared;
 * on failure everything typed stays.
 */
export function InternshipApplicationForm() {
  const [values, setValues] = useState(emptyInternshipApplication);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  function update(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const field = event.target.name as InternshipField;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = internshipApplicationSchema.safeParse(values);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as InternshipField;
        found[field] = internshipFieldMessages[field];
      }
      setErrors(found);
      return;
    }
    setSubmitting(true);
    const submitted = await submitInternshipApplication(parsed.data);
    setSubmitting(false);
    if (submitted) {
      setValues(emptyInternshipApplication);
      toast({
        title: 'Application Submitted!',
        description: "Thanks for applying! We'll get back to you soon.",
      });
    } else {
      toast({
        variant: 'destructive',
        title: 'Submission Failed',
        description: 'Please try again later.',
      });
    }
  }

  function fieldProps(field: InternshipField) {
    const error = errors[field];
    return {
      id: fieldId(field),
      name: field,
      value: values[field],
      onChange: update,
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId(field) : undefined,
    };
  }

  return (
    <form onSubmit={submit} className="space-y-5" aria-label="Internship application">
      <div className="grid gap-5 sm:grid-cols-2">
        {inputFields.map(({ field, label, type, autoComplete, placeholder }) => (
          <div key={field} className="space-y-2">
            <Label htmlFor={fieldId(field)}>{label}</Label>
            <Input
              type={type}
              autoComplete={autoComplete}
              placeholder={placeholder}
              {...fieldProps(field)}
            />
            <FieldError id={errorId(field)} message={errors[field]} />
          </div>
        ))}
      </div>
      <div className="space-y-2">
        <Label htmlFor={fieldId('message')}>Why do you want to intern at {brand.name}?</Label>
        <Textarea
          className="min-h-[150px]"
          placeholder="Tell us what you want to learn, what you have built so far and which internship interests you."
          {...fieldProps('message')}
        />
        <FieldError id={errorId('message')} message={errors.message} />
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={submitting}>
        <Send aria-hidden /> {submitting ? 'Submitting...' : 'Submit Application'}
      </Button>
    </form>
  );
}
