import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './tooltip';

/** Radix positions the tooltip with a ResizeObserver, which jsdom lacks; one that never fires. */
class StillResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function renderTooltip() {
  render(
    <Tooltip content="Cloud hosting on AWS">
      <button type="button">AWS</button>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'AWS' });
}

/** A tap: a touch press, then the click the browser sends after it. */
function tap(trigger: HTMLElement) {
  act(() => {
    fireEvent.pointerDown(trigger, { pointerType: 'touch' });
    fireEvent.click(trigger);
  });
}

describe('Tooltip on a touch screen', () => {
  beforeEach(() => vi.stubGlobal('ResizeObserver', StillResizeObserver));
  afterEach(() => vi.unstubAllGlobals());

  it('opens on a tap and closes on the next', () => {
    const trigger = renderTooltip();
    tap(trigger);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Cloud hosting on AWS');
    tap(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('takes a keyboard click after a tap as the keyboard, not as another tap', () => {
    const trigger = renderTooltip();
    tap(trigger);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    // Enter on the focused trigger: a click with no press before it, which closes, as on a desktop.
    act(() => {
      fireEvent.click(trigger);
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
