/**
 * The modules education-app exposes to the shell (names fixed by shared/src/contracts), mapped to their
 * source files. Read by the federation build and by the shell's prerendering.
 */
export const exposes = {
  './manifest': './src/manifest.ts',
  './catalogue': './src/catalogue.ts',
  './EducationPage': './src/pages/education-page.tsx',
  './CohortPage': './src/pages/cohort-page.tsx',
  './CodingPage': './src/pages/coding-page.tsx',
  './EnrollPage': './src/pages/enroll-page.tsx',
  './ApplyInternshipPage': './src/pages/apply-internship-page.tsx',
  './ProgramsTeaser': './src/components/programs-teaser.tsx',
};
