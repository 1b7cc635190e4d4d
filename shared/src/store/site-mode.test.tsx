import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startInMode, useSiteMode, useSiteStore } from './site-store';

function Heading() {
  return <h2>{useSiteMode() === 'education' ? 'Start Your Coding Journey' : 'Train Your Team'}</h2>;
}

describe('useSiteMode while a page hydrates', () => {
  afterEach(() => startInMode('tech'));

  it('meets the HTML of the mode the page was rendered in, then follows a switch made before', async () => {
    startInMode('tech');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Heading />);
    const heading = container.querySelector('h2');
    // The visitor switches mode before this part hydrates.
    useSiteStore.getState().toggleMode();
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Heading />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('h2')).toBe(heading);
    expect(heading?.textContent).toBe('Start Your Coding Journey');
  });

  it('renders a page composed for a learner’s address in education mode', () => {
    startInMode('education');
    expect(renderToString(<Heading />)).toContain('Start Your Coding Journey');
    expect(useSiteStore.getState().mode).toBe('education');
  });
});
