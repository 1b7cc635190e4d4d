import { useEffect, useRef } from 'react';
import { cn } from '@site/shared';
import type { CodingTopic } from '../../data/tutorials/tutorial-types';

interface TopicListProps {
  id: string;
  languageLabel: string;
  topics: readonly CodingTopic[];
  selectedIndex: number | null;
  /** Small screens: whether the drawer is slid in. From md up the list is always shown. */
  drawerOpen: boolean;
  onChoose: (topicIndex: number) => void;
}

/**
 * The topics of the chosen language: a column on the left from md up, and below md a drawer
 * (12rem wide) that slides in from the left edge of the screen over a dimmed lesson.
 */
export function TopicList({
  id,
  languageLabel,
  topics,
  selectedIndex,
  drawerOpen,
  onChoose,
}: TopicListProps) {
  const selectedButton = useRef<HTMLButtonElement>(null);

  // Opening the drawer puts focus on the current topic, where a keyboard user expects it.
  useEffect(() => {
    if (drawerOpen) selectedButton.current?.focus();
  }, [drawerOpen]);

  return (
    <nav
      id={id}
      aria-label={`${languageLabel} topics`}
      data-state={drawerOpen ? 'open' : 'closed'}
      data-testid="topic-list"
      className={cn(
        'rounded-xl border border-border bg-card p-2 text-card-foreground',
        // Below md: a drawer along the left edge of the screen, from under the header to the
        // bottom, above the dimmed page behind it and the action dock.
        'max-md:fixed max-md:bottom-0 max-md:left-0 max-md:top-14 max-md:z-50 max-md:w-48 max-md:overflow-y-auto max-md:rounded-l-none max-md:border-l-0 max-md:shadow-2xl',
        'max-md:duration-200 motion-reduce:transition-none',
        // Visibility switches at once on opening (so focus can land inside) and only after the
        // slide on closing.
        drawerOpen
          ? 'max-md:translate-x-0 max-md:transition-transform'
          : 'max-md:invisible max-md:-translate-x-[calc(100%+1rem)] max-md:transition-[transform,visibility]',
      )}
    >
      <p className="px-3 pb-2 pt-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {languageLabel} topics
      </p>
      <ol className="space-y-1">
        {topics.map((topic, index) => {
          const selected = index === selectedIndex;
          return (
            <li key={topic.id}>
              <button
                ref={selected ? selectedButton : undefined}
                type="button"
                aria-current={selected ? 'true' : undefined}
                onClick={() => onChoose(index)}
                className={cn(
                  'w-full rounded-md px-3 py-2 text-left text-sm transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  selected
                    ? 'bg-primary font-semibold text-primary-foreground'
                    : 'hover:bg-accent hover:text-accent-foreground',
                )}
              >
                {topic.title}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
