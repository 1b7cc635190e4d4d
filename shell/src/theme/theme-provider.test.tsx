import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { stubSystemScheme } from '../testing/system-scheme';
import { ThemeProvider, useTheme } from './theme-provider';

beforeEach(() => {
  stubSystemScheme('light');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.style.colorScheme = '';
});

/**
 * Every class list <html> has had from now on, in order: a batch of changes made in one go
 * reaches an observer together, so each change is read from the value it replaced.
 */
function recordHtmlClasses() {
  const root = document.documentElement;
  const observer = new MutationObserver(() => undefined);
  observer.observe(root, { attributes: true, attributeFilter: ['class'], attributeOldValue: true });
  onTestFinished(() => observer.disconnect());
  return () => [...observer.takeRecords().map((record) => record.oldValue ?? ''), root.className];
}

function ChooseLight() {
  const { setTheme } = useTheme();
  return (
    <button type="button" onClick={() => setTheme('light')}>
      Light
    </button>
  );
}

describe('ThemeProvider', () => {
  it('leaves the class the early script put on <html> in place at start-up', () => {
    // The early script applied the default, dark, before the first paint.
    document.documentElement.classList.add('dark');
    document.documentElement.style.colorScheme = 'dark';
    const classesSeen = recordHtmlClasses();

    render(<ThemeProvider defaultTheme="dark">page</ThemeProvider>);

    // Taking "dark" off <html>, even for a moment, restyles every element of the page.
    expect(classesSeen().every((classes) => classes.split(' ').includes('dark'))).toBe(true);
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });

  it('swaps the class when the visitor chooses another theme', () => {
    document.documentElement.classList.add('dark');
    const { getByRole } = render(
      <ThemeProvider defaultTheme="dark">
        <ChooseLight />
      </ThemeProvider>,
    );

    act(() => getByRole('button', { name: 'Light' }).click());

    expect(document.documentElement).toHaveClass('light');
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('light');
  });
});
