import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FaqCategory } from '../contracts/faq';
import { pathTo } from '../contracts/routes';
import { FaqSection } from './faq-section';

const categories: FaqCategory[] = [
  {
    category: 'Support',
    slug: 'support',
    icon: 'LifeBuoy',
    items: [
      { q: 'Do you support the site after launch?', a: 'Yes, every project includes support.' },
      { q: 'How fast do you reply?', a: 'Within 24 hours.' },
    ],
  },
  {
    category: 'Pricing',
    slug: 'pricing',
    icon: 'IndianRupee',
    items: [{ q: 'How much is a website?', a: 'From ₹9,999.' }],
  },
];

function button(name: string) {
  return screen.getByRole('button', { name: new RegExp(name) });
}

// Generous timeout: clicking through Radix accordions in jsdom is slow on a busy machine.
describe('FaqSection', { timeout: 20_000 }, () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
    window.history.replaceState(null, '', pathTo('contact'));
  });
  afterEach(() => {
    delete window.gtag;
  });

  it('keeps one category and one question open, closes on a second click and records the hash', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FaqSection categories={categories} />);
    await user.click(button('Support'));
    expect(window.location.hash).toBe('#support');
    await user.click(button('Do you support'));
    expect(window.location.hash).toBe('#support-0');
    await user.click(button('How fast'));
    expect(button('Do you support')).toHaveAttribute('aria-expanded', 'false');
    expect(button('How fast')).toHaveAttribute('aria-expanded', 'true');
    await user.click(button('How fast'));
    expect(button('How fast')).toHaveAttribute('aria-expanded', 'false');
    expect(window.location.hash).toBe('#support');

    await user.click(button('Pricing'));
    expect(button('Support')).toHaveAttribute('aria-expanded', 'false');
    expect(button('Pricing')).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the question named by the hash on load and scrolls to it after 400 ms', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', `${pathTo('contact')}#support-1`);
    render(<FaqSection categories={categories} idPrefix="test-faq" />);
    expect(button('How fast')).toHaveAttribute('aria-expanded', 'true');
    vi.advanceTimersByTime(399);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    // A jump, as to any anchor on load: content gliding away would take a press aimed at it.
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({
      behavior: 'instant',
      block: 'start',
    });
    vi.useRealTimers();
  });

  it('keeps the page still for a visitor who acts before the wait for the layout is over', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', `${pathTo('contact')}#support-1`);
    render(<FaqSection categories={categories} idPrefix="test-faq" />);
    vi.advanceTimersByTime(200);
    fireEvent.pointerDown(button('How fast'));
    vi.advanceTimersByTime(1000);
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('takes one feedback vote per question and reports it only when analytics exists', async () => {
    const user = userEvent.setup({ delay: null });
    window.history.replaceState(null, '', `${pathTo('contact')}#pricing-0`);
    const { unmount } = render(<FaqSection categories={categories} />);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByText('Thanks for your feedback!')).toBeInTheDocument();
    // Locked for assistive technology and for a second press, yet still holding the focus.
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.keyboard('{Tab}{Enter}');
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'false');
    unmount();

    const gtag = vi.fn();
    window.gtag = gtag;
    render(<FaqSection categories={categories} />);
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(gtag).toHaveBeenCalledWith('event', 'faq_feedback', {
      question_id: 'pricing-0',
      value: 'no',
    });
  });

  it('describes every question as FAQPage structured data', () => {
    const { container } = render(<FaqSection categories={categories} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}');
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(3);
    expect(data.mainEntity[2]).toEqual({
      '@type': 'Question',
      name: 'How much is a website?',
      acceptedAnswer: { '@type': 'Answer', text: 'From ₹9,999.' },
    });
  });
});
