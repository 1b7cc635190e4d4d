import type { CodeLanguage, TopicBlock } from '../../data/tutorials/tutorial-types';
import { InlineCodeText } from './inline-code-text';

const codeLanguageNames: Record<CodeLanguage, string> = {
  java: 'Java',
  python: 'Python',
  c: 'C',
  cpp: 'C++',
  html: 'HTML',
  css: 'CSS',
  shell: 'Terminal',
  text: 'Text',
};

function LessonBlock({ block }: { block: TopicBlock }) {
  switch (block.kind) {
    case 'text':
      return (
        <p>
          <InlineCodeText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6">
          {block.items.map((item) => (
            <li key={item}>
              <InlineCodeText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'code':
      return (
        <figure className="overflow-hidden rounded-lg border border-border bg-muted">
          <figcaption className="border-b border-border px-4 py-1.5 text-xs font-medium text-muted-foreground">
            {codeLanguageNames[block.language]}
          </figcaption>
          {/* Scrolled sideways rather than wrapped, so every line keeps its indentation on a
              phone; focusable, so a keyboard can scroll it too. */}
          <pre
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus for keyboard scrolling (axe: scrollable-region-focusable)
            tabIndex={0}
            className="overflow-x-auto whitespace-pre p-4 font-mono text-sm leading-relaxed focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
          >
            <code>{block.code}</code>
          </pre>
        </figure>
      );
  }
}

/** A topic's lesson: explanation, lists and short code examples. */
export function TopicLesson({ blocks }: { blocks: readonly TopicBlock[] }) {
  return (
    <div className="space-y-4 leading-relaxed" data-testid="topic-lesson">
      {blocks.map((block, index) => (
        <LessonBlock key={index} block={block} />
      ))}
    </div>
  );
}
