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

/** Where a topic is, by its id: its language, its index there and how many topics that has. */
export function findTopic(
  topicId: string,
): { languageId: string; topicIndex: number; topicCount: number } | undefined {
  for (const language of tutorialLanguages) {
    const topicIndex = language.topics.findIndex((topic) => topic.id === topicId);
    if (topicIndex !== -1) {
      return { languageId: language.id, topicIndex, topicCount: language.topics.length };
    }
  }
  return undefined;
}
