import type { TutorialLanguage } from './tutorial-types';
import { javaTutorial } from './java';
import { pythonTutorial } from './python';
import { cTutorial } from './c';
import { cppTutorial } from './cpp';
import { htmlTutorial } from './html';
import { cssTutorial } from './css';

/** The tutorial browser's languages in button order; the first is selected on arrival. */
export const tutorialLanguages: readonly TutorialLanguage[] = [
  javaTutorial,
  pythonTutorial,
  cTutorial,
  cppTutorial,
  htmlTutorial,
  cssTutorial,
];
