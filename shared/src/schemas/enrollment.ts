import { z } from '../lib/zod';

/**
 * The enrollment form (/enroll): the course and how to reach the learner. The browser checks that
 * name, email and phone are filled in (spec section 5, no messages of its own); payments are not
 * live, so nothing is sent and this schema adds no check of its own.
 */
export const enrollmentFormSchema = z.object({
  course: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});

export type EnrollmentFormValues = z.input<typeof enrollmentFormSchema>;
