/** What happens after an internship application, shown beside the form. */
export const applicationSteps: readonly string[] = [
  'We read every application within three working days.',
  'Shortlisted applicants get a 30-minute call with a mentor about their projects.',
  'A small take-home task shows us how you work; there are no trick questions.',
  'You receive an offer with your start date, mentor and first project.',
];
