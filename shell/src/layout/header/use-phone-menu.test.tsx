import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paintNextFrame, useFakeFrames } from '../../testing/frames';
import { stubSystemScheme } from '../../testing/system-scheme';
import { usePhoneMenu } from './use-phone-menu';

beforeEach(() => {
  // jsdom has no media queries: with this stub none matches, so the screen is a phone's.
  stubSystemScheme('dark');
  useFakeFrames();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function PageWithMenu() {
  const { menuOpen, toggleMenu } = usePhoneMenu();
  return (
    <>
      <button type="button" aria-expanded={menuOpen} onClick={toggleMenu}>
        Menu
      </button>
      {menuOpen && <div id="mobile-menu">Links</div>}
      <main id="main">
        <a href="#top">A link of the page</a>
      </main>
    </>
  );
}

const main = () => document.getElementById('main')!;
const pressMenu = () => fireEvent.click(screen.getByRole('button', { name: 'Menu' }));

function renderPage() {
  render(
    <MemoryRouter>
      <PageWithMenu />
    </MemoryRouter>,
  );
}

describe('usePhoneMenu', () => {
  it('makes the page behind inert once the open panel has painted, and lifts it as it closes', () => {
    renderPage();
    pressMenu();
    expect(document.getElementById('mobile-menu')).not.toBeNull();
    // Restyling the whole page waits: the panel's frame is painted first. Screen readers leave
    // the page at once.
    expect(main()).not.toHaveAttribute('inert');
    expect(main()).toHaveAttribute('aria-hidden', 'true');

    paintNextFrame();
    expect(main()).toHaveAttribute('inert');

    pressMenu();
    expect(main()).not.toHaveAttribute('inert');
    expect(main()).not.toHaveAttribute('aria-hidden');
  });

  it('leaves the page alone when the panel closes before its frame is painted', () => {
    renderPage();
    pressMenu();
    pressMenu();
    paintNextFrame();
    expect(main()).not.toHaveAttribute('inert');
    expect(main()).not.toHaveAttribute('aria-hidden');
  });
});
