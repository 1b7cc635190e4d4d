import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { pathTo } from '@site/shared';
import { RouteChangeEffects } from './route-change-effects';

// The site's router works on the address bar, as in the browser: every test starts at home.
beforeEach(() => {
  window.history.replaceState(null, '', pathTo('home'));
});

/** Lets the page that just arrived settle, for what might still move focus after it. */
async function afterArrival() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

function PricingHeading() {
  return (
    <h1 tabIndex={-1} data-page-heading="">
      Pricing Plans
    </h1>
  );
}

/**
 * The site with a page whose code arrives late, as a remote page's does: `arrive` lets it come.
 */
function siteWithLatePage() {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const LatePage = lazy(() => arrived.then(() => ({ default: PricingHeading })));
  function Site() {
    return (
      <BrowserRouter>
        <RouteChangeEffects />
        <header>
          <Link to={pathTo('pricing')}>Pricing</Link>
          <Link to={pathTo('about')}>About</Link>
          <button type="button">Theme</button>
        </header>
        <main>
          <Routes>
            <Route
              path={pathTo('home')}
              element={
                <h1 tabIndex={-1} data-page-heading="">
                  Home
                </h1>
              }
            />
            <Route
              path={pathTo('about')}
              element={
                <h1 tabIndex={-1} data-page-heading="">
                  About Us
                </h1>
              }
            />
            <Route
              path={pathTo('pricing')}
              element={
                // A boundary of its own, as each remote page's slot has.
                <Suspense fallback={<p>Loading…</p>}>
                  <LatePage />
                </Suspense>
              }
            />
          </Routes>
        </main>
      </BrowserRouter>
    );
  }
  return { Site, showLatePage: () => act(async () => arrive()) };
}

describe('RouteChangeEffects', () => {
  it('moves focus to the new page’s heading, at once or when a late page arrives', async () => {
    const user = userEvent.setup();
    const { Site, showLatePage } = siteWithLatePage();
    render(<Site />);
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('heading', { name: 'About Us' })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Pricing' }));
    await showLatePage();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Pricing Plans' })).toHaveFocus(),
    );
  });

  it('leaves focus with the visitor who acted before the late page arrived', async () => {
    const user = userEvent.setup();
    const { Site, showLatePage } = siteWithLatePage();
    render(<Site />);
    await user.click(screen.getByRole('link', { name: 'Pricing' }));
    // The visitor tabs on to the theme control while the page's code is on its way.
    const theme = screen.getByRole('button', { name: 'Theme' });
    await user.tab();
    await user.tab();
    expect(theme).toHaveFocus();
    await showLatePage();
    await afterArrival();
    expect(theme).toHaveFocus();
  });

  it('leaves focus with the visitor who moved it before the router showed the new address', async () => {
    const { Site, showLatePage } = siteWithLatePage();
    render(<Site />);
    const theme = screen.getByRole('button', { name: 'Theme' });
    // The router shows a new address in a transition, which a busy phone finishes after the
    // visitor's next step: here the focus moves on before React has rendered the pricing path.
    await act(async () => {
      screen.getByRole('link', { name: 'Pricing' }).click();
      theme.focus();
    });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await showLatePage();
    await afterArrival();
    expect(theme).toHaveFocus();
  });

  it('leaves focus with the visitor who pressed a key before the router showed the new address', async () => {
    const { Site, showLatePage } = siteWithLatePage();
    render(<Site />);
    const pricing = screen.getByRole('link', { name: 'Pricing' });
    await act(async () => {
      pricing.focus();
      pricing.click();
      // A key of the visitor's (a menu's arrow, a letter typed) lands before the transition.
      pricing.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    await showLatePage();
    await afterArrival();
    expect(pricing).toHaveFocus();
  });

  it('still focuses the heading after a second press on the link whose page is on its way', async () => {
    const { Site, showLatePage } = siteWithLatePage();
    render(<Site />);
    const pricing = screen.getByRole('link', { name: 'Pricing' });
    const press = () => {
      pricing.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      pricing.click();
    };
    // An impatient visitor presses the link again before the router shows its address, and
    // once more while its page's code is on its way.
    await act(async () => {
      pricing.focus();
      press();
      press();
    });
    act(press);
    await showLatePage();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Pricing Plans' })).toHaveFocus(),
    );
  });

  it('leaves focus where it was moved meanwhile, even without a key or press', async () => {
    const user = userEvent.setup();
    const { Site, showLatePage } = siteWithLatePage();
    render(<Site />);
    await user.click(screen.getByRole('link', { name: 'Pricing' }));
    const theme = screen.getByRole('button', { name: 'Theme' });
    act(() => theme.focus());
    await showLatePage();
    await afterArrival();
    expect(theme).toHaveFocus();
  });
});
