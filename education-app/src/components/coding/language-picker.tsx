import { cn } from '@site/shared';
import type { TutorialLanguage } from '../../data/tutorials/tutorial-types';

interface LanguagePickerProps {
  languages: readonly TutorialLanguage[];
  selectedId: string;
  onChoose: (language: TutorialLanguage) => void;
}

/** The language buttons; the chosen one is pressed. */
export function LanguagePicker({ languages, selectedId, onChoose }: LanguagePickerProps) {
  return (
    <div role="group" aria-label="Programming language" className="flex flex-wrap gap-2">
      {languages.map((language) => {
        const selected = language.id === selectedId;
        return (
          <button
            key={language.id}
            type="button"
            aria-pressed={selected}
            onClick={() => onChoose(language)}
            className={cn(
              'min-w-16 rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
              selected
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-border bg-background text-foreground hover:bg-accent hover:text-accent-foreground',
            )}
          >
            {language.label}
          </button>
        );
      })}
    </div>
  );
}
