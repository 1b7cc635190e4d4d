import { Briefcase, MapPin } from 'lucide-react';
import { cn } from '@site/shared';
import type { JobOpeningCode } from '@site/shared/schemas/career-application-rules';
import type { JobOpening } from '../data/job-openings';
import { useChosenOpening, type OpeningChoice } from './opening-choice';

interface JobOpeningsListProps {
  openings: readonly JobOpening[];
  selectedCode: JobOpeningCode;
  onSelect: (code: JobOpeningCode) => void;
}

/** The "Current Openings" list: choosing an opening sets the position applied for. */
export function JobOpeningsList({ openings, selectedCode, onSelect }: JobOpeningsListProps) {
  return (
    <ul className="grid gap-3" aria-label="Current openings">
      {openings.map((opening) => {
        const selected = opening.code === selectedCode;
        return (
          <li key={opening.code}>
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(opening.code)}
              className={cn(
                'w-full rounded-xl border p-4 text-left transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                selected
                  ? 'border-primary bg-accent text-accent-foreground shadow-sm'
                  : 'border-border bg-card text-card-foreground hover:bg-muted',
              )}
            >
              <span className="block font-semibold">{opening.title}</span>
              <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
                <span className="inline-flex items-center gap-1.5">
                  <MapPin className="size-4" aria-hidden />
                  {opening.location}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <Briefcase className="size-4" aria-hidden />
                  {opening.type}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** The list, with the opening chosen in `choice` pressed. */
export function ChosenOpeningsList({
  choice,
  ...list
}: Omit<JobOpeningsListProps, 'selectedCode'> & { choice: OpeningChoice }) {
  return <JobOpeningsList {...list} selectedCode={useChosenOpening(choice).code} />;
}
