import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pricingPlans } from '../data/pricing-plans';
import { PRICING_AUTO_ADVANCE_MS, PRICING_INITIAL_MEASURE_DELAY_MS } from './carousel-index';
import { PlanCarousel } from './plan-carousel';
import { stubCarouselBrowserApis } from '../testing/carousel-browser-stubs';

beforeEach(() => {
  vi.useFakeTimers();
  stubCarouselBrowserApis();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const plans = pricingPlans.slice(0, 3); // three plans: from the last, the next wraps to the first

function renderCarousel() {
  // Plan cards link to the contact page, so the carousel renders inside a router.
  render(
    <MemoryRouter>
      <PlanCarousel plans={plans} label="Test plans" />
    </MemoryRouter>,
  );
  return screen.getByTestId('plan-carousel');
}

describe('PlanCarousel initial measure', () => {
  it('starts measuring its cards, and moving on, 150 ms after it mounts, not before', () => {
    const carousel = renderCarousel();
    act(() => vi.advanceTimersByTime(PRICING_INITIAL_MEASURE_DELAY_MS - 1));
    expect(carousel.getAttribute('data-auto-advance')).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(carousel.getAttribute('data-auto-advance')).toBe('true');
  });

  it('keeps a plan chosen before the measure and stays on it once the carousel runs', () => {
    const carousel = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: `Show ${plans[2]!.title}` }));
    expect(
      screen.getByRole('button', { name: `Show ${plans[2]!.title}` }).getAttribute('aria-current'),
    ).toBe('true');
    act(() => vi.advanceTimersByTime(PRICING_INITIAL_MEASURE_DELAY_MS));
    expect(carousel.getAttribute('data-auto-advance')).toBe('true');
    const slides = screen.getAllByRole('group');
    expect(slides[2]?.getAttribute('data-active')).toBe('true');
    expect(slides[0]?.getAttribute('data-active')).toBe('false');
    // The carousel itself moved there: its next automatic step goes on from the chosen plan.
    act(() => vi.advanceTimersByTime(PRICING_AUTO_ADVANCE_MS));
    expect(screen.getAllByRole('group')[0]?.getAttribute('data-active')).toBe('true');
  });
});

describe('PlanCarousel auto-advance', () => {
  it('moves on by itself again after a short touch swipe that ends on the same plan', () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(PRICING_INITIAL_MEASURE_DELAY_MS));
    const slides = () => screen.getAllByRole('group');
    // A finger on the first plan, moved a little and lifted: no hover, no focus, no new plan.
    const touch = (clientX: number) => ({ touches: [{ clientX, clientY: 10 }] });
    act(() => {
      fireEvent.touchStart(slides()[0]!, touch(100));
      fireEvent.touchMove(slides()[0]!, touch(104));
      fireEvent.touchEnd(slides()[0]!, { touches: [], changedTouches: [{ clientX: 104 }] });
    });
    expect(slides()[0]?.getAttribute('data-active')).toBe('true');
    act(() => vi.advanceTimersByTime(PRICING_AUTO_ADVANCE_MS));
    expect(slides()[1]?.getAttribute('data-active')).toBe('true');
  });
});
