import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './first-interaction';

describe('onFirstInteraction', () => {
  it('waits for the first interaction, runs each callback once, then runs late ones at once', () => {
    const early = vi.fn();
    const cancelled = vi.fn();
    onFirstInteraction(early);
    const cancel = onFirstInteraction(cancelled);
    cancel();
    expect(early).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('pointermove'));
    expect(early).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();

    const late = vi.fn();
    onFirstInteraction(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
