import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { stubSystemScheme } from '../testing/system-scheme';
import { applyStoredTheme } from './apply-stored-theme';
import { THEME_STORAGE_KEY } from './theme-choice';
import { ThemeProvider, useTheme } from './theme-provider';

beforeEach(() => {
  stubSystemScheme('light');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.style.colorScheme = '';
  delete document.documentElement.dataset.themeChoice;
});

/**
 * Every class list <html> has had from now on, in order: changes reach an observer in batches,
 * so each is read from the value it replaced, and the last from the attribute itself.
 */
function recordHtmlClasses() {
  const root = document.documentElement;
  const replaced: string[] = [];
  const keep = (records: MutationRecord[]) =>
    replaced.push(...records.map((record) => record.oldValue ?? ''));
  const observer = new MutationObserver(keep);
  observer.observe(root, { attributes: true, attributeFilter: ['class'], attributeOldValue: true });
  onTestFinished(() => observer.disconnect());
  return () => {
    keep(observer.takeRecords());
    return [...replaced, root.className];
  };
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

  it('leaves a stored light theme on <html> while the page hydrates with the default', async () => {
    // The page was prerendered with the default, dark; the visitor had chosen light, which the
    // early script applied before the first paint.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ThemeProvider defaultTheme="dark">page</ThemeProvider>);
    document.body.append(container);
    onTestFinished(() => container.remove());
    window.localStorage.setItem('vite-ui-theme', 'light');
    document.documentElement.classList.add('light');
    document.documentElement.style.colorScheme = 'light';
    const classesSeen = recordHtmlClasses();

    const root = await act(async () =>
      hydrateRoot(container, <ThemeProvider defaultTheme="dark">page</ThemeProvider>),
    );
    onTestFinished(() => act(() => root.unmount()));

    expect(classesSeen().every((classes) => classes.split(' ').includes('light'))).toBe(true);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('light');
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
    // The choice, from which the stylesheet picks the theme control's icon.
    expect(document.documentElement.dataset.themeChoice).toBe('light');
  });
});

describe('applyStoredTheme (the early script)', () => {
  it('marks <html> with the stored choice and the theme it shows', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'system');
    applyStoredTheme();
    expect(document.documentElement.dataset.themeChoice).toBe('system');
    expect(document.documentElement).toHaveClass('light');
  });

  it('marks the default, dark, when nothing usable is stored', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    applyStoredTheme();
    expect(document.documentElement.dataset.themeChoice).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  describe('while the HTML arrives', () => {
    let frames: FrameRequestCallback[] = [];
    /** Runs the frames asked for so far, as the browser's next frame would. */
    const nextFrame = () => {
      const due = frames;
      frames = [];
      for (const frame of due) frame(0);
    };
    let readyState: DocumentReadyState = 'loading';
    const becomeReady = (state: 'interactive' | 'complete') => {
      readyState = state;
      document.dispatchEvent(new Event('readystatechange'));
    };
    const finishParsing = () => becomeReady('interactive');
    /** A theme control as prerendered, named after the default. */
    const prerenderedControl = () => {
      const control = document.createElement('button');
      control.setAttribute('data-theme-control', 'true');
      control.setAttribute('aria-label', 'Theme: Dark');
      document.body.append(control);
      onTestFinished(() => control.remove());
      return control;
    };

    /** A visit with `stored` chosen: the early script runs with a prerendered control there. */
    const arriveWith = (stored: string) => {
      window.localStorage.setItem(THEME_STORAGE_KEY, stored);
      const control = prerenderedControl();
      applyStoredTheme();
      return control;
    };

    beforeEach(() => {
      frames = [];
      readyState = 'loading';
      vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
      vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => {
        frames.push(frame);
        return frames.length;
      });
      onTestFinished(() => {
        // The page a test leaves loading finishes, so no listener of it reaches the next test.
        if (readyState === 'loading') finishParsing();
        vi.restoreAllMocks();
      });
    });

    it('names each theme control after the stored choice as it arrives, until parsing ends', () => {
      const first = arriveWith('light');
      nextFrame();
      expect(first).toHaveAccessibleName('Theme: Light');

      const second = prerenderedControl();
      nextFrame();
      expect(second).toHaveAccessibleName('Theme: Light');

      // The last of the HTML comes in with no frame before parsing ends.
      const last = prerenderedControl();
      finishParsing();
      expect(last).toHaveAccessibleName('Theme: Light');

      // From here the shell names the controls; the early script no longer touches them.
      first.setAttribute('aria-label', 'Theme: Dark');
      nextFrame();
      becomeReady('complete');
      expect(first).toHaveAccessibleName('Theme: Dark');
      expect(frames).toHaveLength(0);
    });

    it('leaves them to the shell when it runs after the page has loaded', () => {
      readyState = 'complete';
      const control = arriveWith('light');
      nextFrame();
      becomeReady('complete');
      expect(control).toHaveAccessibleName('Theme: Dark');
      expect(frames).toHaveLength(0);
    });

    it('names them after what the system shows under "system"', () => {
      const control = arriveWith('system');
      nextFrame();
      expect(control).toHaveAccessibleName('Theme: System (light)');
    });

    it('leaves them alone under the default, which the prerendered name already says', () => {
      arriveWith('dark');
      expect(frames).toHaveLength(0);
    });
  });
});
