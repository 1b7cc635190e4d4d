import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { ThemeProvider } from '../../theme/theme-provider';
import { stubSystemScheme } from '../../testing/system-scheme';
import { loadThemeMenu, ThemeToggle } from './theme-toggle';

beforeEach(() => {
  stubSystemScheme('dark');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function HeaderControls() {
  return (
    <ThemeProvider defaultTheme="dark">
      <ThemeToggle />
      <button type="button">Education mode</button>
    </ThemeProvider>
  );
}

/** Lets timers queued by the closing menu run (Radix hands focus back in a later task). */
async function afterMenuCloses() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('ThemeToggle', () => {
  it('keeps focus given before hydration when the menu’s code replaces the plain control', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<HeaderControls />);
    document.body.append(container);
    onTestFinished(() => container.remove());
    // The visitor focuses the control on the server-rendered page, before any code runs.
    container.querySelector<HTMLButtonElement>('[data-testid="theme-toggle"]')!.focus();

    await loadThemeMenu();
    const root = await act(async () => hydrateRoot(container, <HeaderControls />));
    onTestFinished(() => act(() => root.unmount()));
    const realTrigger = screen.getByRole('button', { name: 'Theme: Dark' });
    expect(realTrigger).toHaveAttribute('data-state', 'closed');
    expect(realTrigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Light' })).toHaveFocus());
  });

  it('hydrates cleanly with the name the early script gave it, then names the stored choice', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<HeaderControls />);
    document.body.append(container);
    onTestFinished(() => container.remove());
    // The visitor had chosen light; the early script named the prerendered control after it.
    window.localStorage.setItem('vite-ui-theme', 'light');
    const control = container.querySelector('[data-theme-control]')!;
    control.setAttribute('aria-label', 'Theme: Light');
    const consoleError = vi.spyOn(console, 'error');
    onTestFinished(() => consoleError.mockRestore());

    const root = await act(async () => hydrateRoot(container, <HeaderControls />));
    onTestFinished(() => act(() => root.unmount()));

    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByTestId('theme-toggle')).toHaveAccessibleName('Theme: Light');
  });

  it('gives focus back to the control after a choice, unless the visitor has moved on', async () => {
    await loadThemeMenu();
    const user = userEvent.setup({ delay: null });
    render(<HeaderControls />);
    const control = screen.getByRole('button', { name: 'Theme: Dark' });
    expect(control).toHaveAttribute('data-state', 'closed');

    await user.click(control);
    await user.click(screen.getByRole('menuitemradio', { name: 'Light' }));
    await afterMenuCloses();
    expect(control).toHaveFocus();

    await user.click(control);
    // The choice and the move on happen in one task, before the closed menu's later one.
    fireEvent.click(screen.getByRole('menuitemradio', { name: /^Dark/ }));
    // Focus moved on before the menu's hand-back ran: it stays where the visitor put it.
    const modeSwitch = screen.getByRole('button', { name: 'Education mode' });
    act(() => modeSwitch.focus());
    await afterMenuCloses();
    expect(modeSwitch).toHaveFocus();
    expect(control).toHaveAccessibleName('Theme: Dark');
  });
});
