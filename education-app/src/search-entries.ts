import { pathTo, type SearchEntries, type SearchEntry } from '@site/shared';
import {
  codeClasses,
  formatRupees,
  paidCourses,
  type CodeClass,
  type PaidCourse,
} from './data/courses';
import { hackathons } from './data/hackathons';
import { internships } from './data/internships';
import type { Opportunity } from './data/opportunity';
import { tutorialOutline } from './data/tutorials/tutorial-outline';

/**
 * What search finds of education-app: courses and code classes by their skills, tutorial topics
 * by their language ("python tutorial"), internships and hackathons by their kind and
 * requirements. Each leads to the item on its page (the hash names it; the page opens its tab or
 * topic and brings it into view). Titles and short keywords only: no lesson text.
 */

function courseEntry(
  group: 'courses' | 'code-classes',
  kind: string,
  course: PaidCourse | CodeClass,
): SearchEntry {
  return {
    group,
    title: course.title,
    detail: `${course.duration} · ${formatRupees(course.price)} · ${course.level}`,
    keywords: [kind, ...course.skills],
    to: `${pathTo('education')}#${course.id}`,
  };
}

// From the table of contents, not the lessons: the search page never downloads a lesson.
const tutorialEntries: SearchEntry[] = tutorialOutline.flatMap((language) =>
  language.topics.map((topic, index) => ({
    group: 'tutorials' as const,
    title: topic.title,
    detail: `${language.label} tutorial · Topic ${index + 1} of ${language.topics.length}`,
    keywords: [`${language.label} tutorial`],
    to: `${pathTo('coding')}#${topic.id}`,
  })),
);

function opportunityEntry(opportunity: Opportunity, kind: string, page: string): SearchEntry {
  return {
    group: 'internships-hackathons',
    title: opportunity.title,
    detail: `${kind} · ${opportunity.duration} · ${opportunity.type}`,
    keywords: [kind, ...opportunity.requirements],
    to: `${page}#${opportunity.id}`,
  };
}

const searchEntries: SearchEntries = {
  entries: [
    ...paidCourses.map((course) => courseEntry('courses', 'Course', course)),
    ...codeClasses.map((codeClass) => courseEntry('code-classes', 'Code class', codeClass)),
    ...tutorialEntries,
    ...internships.map((internship) =>
      opportunityEntry(internship, 'Internship', pathTo('cohort')),
    ),
    ...hackathons.map((hackathon) => opportunityEntry(hackathon, 'Hackathon', pathTo('coding'))),
  ],
};

export default searchEntries;
