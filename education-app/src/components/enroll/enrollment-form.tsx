import { useState, type FormEvent } from 'react';
import { CreditCard } from 'lucide-react';
import { Button, Input, Label, toast } from '@site/shared';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@site/shared/ui/select';
import { findPaidCourse, formatRupees, paidCourses } from '../../data/courses';

/** How to reach the learner; nothing is sent yet, so the fields are not held in state. */
const contactFields = [
  {
    id: 'enroll-name',
    name: 'name',
    label: 'Full Name',
    autoComplete: 'name',
    placeholder: 'Your full name',
  },
  {
    id: 'enroll-email',
    name: 'email',
    type: 'email',
    label: 'Email',
    autoComplete: 'email',
    placeholder: 'you@example.com',
  },
  {
    id: 'enroll-phone',
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
}

/**
 * Course, name, email and phone with the total. Payments are not live yet, so submitting only
 * explains that; nothing is sent.
 */
export function EnrollmentForm({ initialCourseId }: EnrollmentFormProps) {
  const [courseId, setCourseId] = useState(
    () => findPaidCourse(initialCourseId)?.id ?? paidCourses[0]?.id ?? '',
  );
  const course = findPaidCourse(courseId);

  function showPaymentNotice(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    toast({
      title: 'Payment Gateway Pending',
      description: `Enrollment for ${course?.title ?? 'this course'} is almost ready, but our payment system is not active yet. Please contact us to enroll or check back soon.`,
    });
  }

  return (
    <form onSubmit={showPaymentNotice} className="space-y-5" aria-label="Enrollment">
      <div className="space-y-2">
        <Label htmlFor="enroll-course">Course</Label>
        <Select value={courseId} onValueChange={setCourseId} name="course">
          <SelectTrigger id="enroll-course" data-testid="enroll-course">
            <SelectValue placeholder="Choose a course" />
          </SelectTrigger>
          <SelectContent>
            {paidCourses.map((option) => (
              <SelectItem key={option.id} value={option.id}>
                {option.title}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {course ? (
          <p className="text-sm text-muted-foreground">
            {course.duration} · {course.level}
          </p>
        ) : null}
      </div>
      {contactFields.map(({ label, ...input }) => (
        <div key={input.id} className="space-y-2">
          <Label htmlFor={input.id}>{label}</Label>
          <Input {...input} required />
        </div>
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
