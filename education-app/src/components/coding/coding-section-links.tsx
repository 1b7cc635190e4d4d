import { BookOpenText, Trophy } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

export const CODING_SECTION_IDS = {
  tutorials: 'tutorials',
  opportunities: 'internships-hackathons',
} as const;

interface SectionLink {
  id: string;
  label: string;
  summary: string;
  icon: LucideIcon;
}

const sectionLinks: readonly SectionLink[] = [
  {
    id: CODING_SECTION_IDS.tutorials,
    label: 'Tutorials',
    summary: '30 free lessons in Java, Python, C, C++, HTML and CSS, each with practice questions.',
    icon: BookOpenText,
  },
  {
    id: CODING_SECTION_IDS.opportunities,
    label: 'Internships & Hackathons',
    summary: 'Three internships of 3 to 6 months and three contests of 48, 3 and 2 hours.',
    icon: Trophy,
  },
];

/** The two in-page links under the intro, so both halves of the page are found at a glance. */
export function CodingSectionLinks() {
  return (
    <nav aria-label="On this page">
      <ul className="grid gap-4 sm:grid-cols-2">
        {sectionLinks.map(({ id, label, summary, icon: Icon }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="flex h-full items-start gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm transition-colors hover:border-primary hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="rounded-lg bg-primary p-2.5 text-primary-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <span>
                <span className="block text-lg font-semibold">{label}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{summary}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
