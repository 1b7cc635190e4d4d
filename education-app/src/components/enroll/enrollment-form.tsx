import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { CreditCard } from 'lucide-react';
import { Button, Input, toast } from '@site/shared';
import { schemaResolver } from '@site/shared/forms/schema-resolver';
import { useSchemaForm } from '@site/shared/forms/use-schema-form';
import { useIsHydrating } from '@site/shared/lib/use-is-hydrating';
import { Field } from '@site/shared/ui/field';
import { NativeSelect } from '@site/shared/ui/native-select';
import { findPaidCourse, formatRupees, paidCourses } from '../../data/courses';

/** The browser checks the fields; the schema adds nothing, so no issue ever needs words. */
const enrollmentResolver = schemaResolver(
  () => import('@site/shared/schemas/enrollment').then((schemas) => schemas.enrollmentFormSchema),
  () => undefined,
);

/** How to reach the learner; the browser checks they are filled in (spec section 5). */
const contactFields = [
  {
    name: 'name',
    label: 'Full Name',
    autoComplete: 'name',
    placeholder: 'Your full name',
  },
  {
    name: 'email',
    type: 'email',
    label: 'Email',
    autoComplete: 'email',
    placeholder: 'you@example.com',
  },
  {
    name: 'phone',
    type: 'tel',
    label: 'Phone',
    autoComplete: 'tel',
    placeholder: '+91 98765 43210',
  },
] as const;

interface EnrollmentFormProps {
  /** The course to start with; the first course when not given or unknown. */
  initialCourseId: string | undefined;
  /** Told the chosen course's id, at the start and at every change. */
  onCourseChange?: (courseId: string) => void;
}

const firstCourseId = paidCourses[0]?.id ?? '';

/**
 * Course, name, email and phone with the total. Payments are not live yet, so submitting only
 * explains that; nothing is sent and the form keeps what was typed.
 */
export function EnrollmentForm({ initialCourseId, onCourseChange }: EnrollmentFormProps) {
  const wantedCourse = findPaidCourse(initialCourseId)?.id ?? firstCourseId;
  // The page's HTML was rendered with no navigation state, so on the first course: the form
  // hydrates on it (another course would not match that HTML), then takes the one it was given.
  const initialCourse = useIsHydrating() ? firstCourseId : wantedCourse;
  const { control, registerField, submitHandler, getValues, setValue } = useSchemaForm({
    resolver: enrollmentResolver,
    defaultValues: {
      course: initialCourse,
      name: '',
      email: '',
      phone: '',
    },
  });
  const course = findPaidCourse(useWatch({ control, name: 'course' }));

  useEffect(() => {
    // Unless the visitor chose a course in the meantime (before the page started, say).
    if (initialCourse !== wantedCourse && getValues('course') === initialCourse) {
      setValue('course', wantedCourse);
    }
    // Once the form has hydrated; after that the two are the same.
  }, [initialCourse, wantedCourse, getValues, setValue]);

  useEffect(() => {
    if (course) onCourseChange?.(course.id);
  }, [course, onCourseChange]);

  const showPaymentNotice = submitHandler((values) => {
    const chosen = findPaidCourse(values.course);
    toast({
      title: 'Payment Gateway Pending',
      description: `Enrollment for ${chosen?.title ?? 'this course'} is almost ready, but our payment system is not active yet. Please contact us to enroll or check back soon.`,
    });
  });

  return (
    <form onSubmit={showPaymentNotice} className="space-y-5" aria-label="Enrollment">
      <Field
        id="enroll-course"
        label="Course"
        status={
          course ? (
            <p className="text-sm text-muted-foreground">
              {course.duration} · {course.level}
            </p>
          ) : null
        }
      >
        {/* The default in the markup too, so the page's HTML shows the course it starts on. */}
        <NativeSelect
          {...registerField('course')}
          defaultValue={initialCourse}
          // The browser restoring an earlier choice on reload would not tell the form, and the
          // total would name another course than the one shown.
          autoComplete="off"
          data-testid="enroll-course"
        >
          {paidCourses.map((option) => (
            <option key={option.id} value={option.id}>
              {option.title}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {contactFields.map(({ name, label, ...input }) => (
        <Field key={name} id={`enroll-${name}`} label={label}>
          <Input {...registerField(name)} {...input} required />
        </Field>
      ))}
      <div className="flex items-baseline justify-between rounded-lg bg-secondary px-4 py-3 text-secondary-foreground">
        <span className="font-medium" id="enroll-total-label">
          Total amount
        </span>
        <output
          aria-labelledby="enroll-total-label"
          aria-live="polite"
          className="text-2xl font-bold"
          data-testid="enroll-total"
        >
          {formatRupees(course?.price ?? 0)}
        </output>
      </div>
      <Button type="submit" size="lg" className="w-full">
        <CreditCard aria-hidden /> Proceed to Payment
      </Button>
    </form>
  );
}
