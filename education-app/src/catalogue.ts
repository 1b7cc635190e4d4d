import type { EducationCatalogue } from '@site/shared';
import { codeClasses, paidCourses } from './data/courses';

/** What the shell may know of education-app's content: course names for the contact subject. */
const catalogue: EducationCatalogue = {
  courses: [
    ...paidCourses.map(({ id, title }) => ({ id, title, kind: 'course' as const })),
    ...codeClasses.map(({ id, title }) => ({ id, title, kind: 'code-class' as const })),
  ],
};

export default catalogue;
