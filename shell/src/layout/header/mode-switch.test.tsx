import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startInMode, useSiteStore } from '@site/shared';
import { paintNextFrame, useFakeFrames } from '../../testing/frames';
import { ModeSwitch } from './mode-switch';

beforeEach(() => {
  useFakeFrames();
  startInMode('tech');
});
afterEach(() => {
  vi.useRealTimers();
});

const modeSwitch = () => screen.getByRole('switch', { name: 'Education mode' });
const siteMode = () => useSiteStore.getState().mode;

describe('ModeSwitch', () => {
  it('shows the choice at once and changes the site once that frame is painted', () => {
    render(<ModeSwitch />);
    fireEvent.click(modeSwitch());
    expect(modeSwitch()).toHaveAttribute('aria-checked', 'true');
    expect(siteMode()).toBe('tech');

    paintNextFrame();
    expect(siteMode()).toBe('education');
    expect(modeSwitch()).toHaveAttribute('aria-checked', 'true');

    fireEvent.click(modeSwitch());
    expect(modeSwitch()).toHaveAttribute('aria-checked', 'false');
    paintNextFrame();
    expect(siteMode()).toBe('tech');
  });

  it('takes the last of several presses made before the paint', () => {
    const modesSet: string[] = [];
    const stopListening = useSiteStore.subscribe((state) => modesSet.push(state.mode));
    render(<ModeSwitch />);
    fireEvent.click(modeSwitch());
    expect(modeSwitch()).toHaveAttribute('aria-checked', 'true');
    // The second press turns back the choice the first one made, not the site's mode.
    fireEvent.click(modeSwitch());
    expect(modeSwitch()).toHaveAttribute('aria-checked', 'false');

    paintNextFrame();
    stopListening();
    expect(siteMode()).toBe('tech');
    expect(modeSwitch()).toHaveAttribute('aria-checked', 'false');
    // The site never went through education mode.
    expect(modesSet).not.toContain('education');
  });

  it('changes the site even when the switch is gone before the paint (the phone menu closed)', () => {
    const { unmount } = render(<ModeSwitch id="mode-switch-mobile" />);
    fireEvent.click(modeSwitch());
    unmount();

    paintNextFrame();
    expect(siteMode()).toBe('education');
  });
});
