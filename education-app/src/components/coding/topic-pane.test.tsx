import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TopicPane } from './topic-pane';

const noop = vi.fn();

describe('TopicPane', () => {
  it('asks for a topic when none is open', () => {
    render(
      <TopicPane
        languageLabel="Java"
        topic={undefined}
        topicIndex={0}
        topicCount={0}
        canGoPrevious={false}
        canGoNext={false}
        onStep={noop}
      />,
    );
    expect(screen.getByText('Select a topic to view details.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('shows the title, both pagers, the lesson text as text and the practice questions', () => {
    render(
      <TopicPane
        languageLabel="C"
        topic={{
          id: 'c-sample',
          title: 'C Sample',
          content: [{ kind: 'text', text: 'Use `<b>printf</b>` to print.' }],
          practice: ['First question', 'Second question', 'Third question'],
        }}
        topicIndex={0}
        topicCount={7}
        canGoPrevious={false}
        canGoNext
        onStep={noop}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'C Sample' })).toBeVisible();
    expect(
      screen.getAllByRole('button', { name: 'Previous' }).map((b) => b.hasAttribute('disabled')),
    ).toEqual([true, true]);
    expect(
      screen.getAllByRole('button', { name: 'Next' }).map((b) => b.hasAttribute('disabled')),
    ).toEqual([false, false]);
    // Backtick spans become <code> holding the literal text; nothing is parsed as HTML.
    expect(screen.getByText('<b>printf</b>').tagName).toBe('CODE');
    expect(screen.getByRole('heading', { name: 'Practice Questions' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
