/** The "Why enroll with us" list on /enroll. */
export interface EnrollmentBenefit {
  title: string;
  detail: string;
}

export const enrollmentBenefits: readonly EnrollmentBenefit[] = [
  {
    title: 'Taught by working developers',
    detail: 'Your trainers build client projects at BrajCode Technologies every week.',
  },
  {
    title: 'Projects, not just lectures',
    detail: 'Every course ends with a portfolio project reviewed line by line.',
  },
  {
    title: 'Small batches',
    detail: 'Classes in Agra and online stay small enough for every doubt to be answered.',
  },
  {
    title: 'Placement support',
    detail: 'Resume reviews, mock interviews and referrals for internships and jobs.',
  },
  {
    title: 'Certificate of completion',
    detail: 'A certificate that lists the projects you built and the skills you used.',
  },
];
