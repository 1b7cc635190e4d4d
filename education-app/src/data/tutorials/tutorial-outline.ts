import type { TutorialLanguageId } from './tutorial-types';

/** A language of the tutorial browser with its topics' ids and titles, without the lessons. */
export interface TutorialOutline {
  id: TutorialLanguageId;
  label: string;
  topics: readonly { id: string; title: string }[];
}

/**
 * The tutorials' table of contents, in button and topic order: what search ships, so that a
 * search page never downloads the lessons. A test keeps it equal to the lessons' own ids and
 * titles (tutorial-languages.ts).
 */
export const tutorialOutline: readonly TutorialOutline[] = [
  {
    id: 'java',
    label: 'Java',
    topics: [
      { id: 'java-learning-chart', title: 'Java Learning Chart' },
      { id: 'java-installation-guide', title: 'Java Installation Guide' },
      { id: 'java-introduction', title: 'Introduction to Java' },
      { id: 'java-syntax', title: 'Java Syntax' },
      { id: 'java-variables', title: 'Java Variables' },
      { id: 'java-data-types', title: 'Java Data Types' },
      { id: 'java-typecasting', title: 'Java Type Casting' },
      { id: 'java-oop-concepts', title: 'Java OOP Concepts' },
    ],
  },
  {
    id: 'python',
    label: 'Python',
    topics: [
      { id: 'python-introduction', title: 'Introduction to Python' },
      { id: 'python-syntax', title: 'Python Syntax' },
      { id: 'python-variables', title: 'Python Variables' },
      { id: 'python-data-types', title: 'Python Data Types' },
      { id: 'python-functions', title: 'Python Functions' },
    ],
  },
  {
    id: 'c',
    label: 'C',
    topics: [
      { id: 'c-introduction', title: 'Introduction to C' },
      { id: 'c-syntax', title: 'C Syntax' },
      { id: 'c-variables', title: 'C Variables' },
      { id: 'c-data-types', title: 'C Data Types' },
      { id: 'c-arrays', title: 'C Arrays' },
      { id: 'c-2d-arrays', title: 'C 2D Arrays' },
      { id: 'c-questions', title: 'C Practice Questions' },
    ],
  },
  {
    id: 'cpp',
    label: 'C++',
    topics: [
      { id: 'cpp-introduction', title: 'Introduction to C++' },
      { id: 'cpp-syntax', title: 'C++ Syntax' },
      { id: 'cpp-variables', title: 'C++ Variables' },
      { id: 'cpp-data-types', title: 'C++ Data Types' },
    ],
  },
  {
    id: 'html',
    label: 'HTML',
    topics: [
      { id: 'html-introduction', title: 'Introduction to HTML' },
      { id: 'html-elements', title: 'HTML Elements' },
      { id: 'html-forms', title: 'HTML Forms' },
    ],
  },
  {
    id: 'css',
    label: 'CSS',
    topics: [
      { id: 'css-introduction', title: 'Introduction to CSS' },
      { id: 'css-selectors', title: 'CSS Selectors' },
      { id: 'css-flexbox', title: 'CSS Flexbox' },
    ],
  },
];
