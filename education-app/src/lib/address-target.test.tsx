import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { idOfHash, useRevealAddressTarget } from './address-target';

describe('idOfHash', () => {
  it('reads the id a hash names, decoded; nothing for an empty or broken hash', () => {
    expect(idOfHash('#python-basics')).toBe('python-basics');
    expect(idOfHash('#c%2B%2B')).toBe('c++');
    expect(idOfHash('#')).toBe('');
    expect(idOfHash('')).toBe('');
    expect(idOfHash('#%E0%A4')).toBe('');
  });
});

const items = { first: ['a1', 'a2'], second: ['b1', 'b2'] } as const;
type Tab = keyof typeof items;

/** A page with two tabs of items, only the chosen tab's items in the document. */
function TwoTabs({ onReveal }: { onReveal: (id: string) => void }) {
  const [tab, setTab] = useState<Tab>('first');
  useRevealAddressTarget((id) => {
    onReveal(id);
    const tabOfId = (Object.keys(items) as Tab[]).find((key) =>
      (items[key] as readonly string[]).includes(id),
    );
    if (tabOfId) setTab(tabOfId);
    return tabOfId !== undefined;
  });
  return (
    <ul aria-label={tab}>
      {items[tab].map((id) => (
        <li key={id} id={id} tabIndex={-1}>
          {id}
        </li>
      ))}
    </ul>
  );
}

function renderAt(address: string, onReveal = vi.fn()) {
  window.HTMLElement.prototype.scrollIntoView = vi.fn();
  render(
    <MemoryRouter initialEntries={[address]}>
      <TwoTabs onReveal={onReveal} />
    </MemoryRouter>,
  );
  return onReveal;
}

describe('useRevealAddressTarget', () => {
  it('shows the tab of the item the hash names, then scrolls to the item and focuses it', async () => {
    const onReveal = renderAt('/page#b2');
    expect(screen.getByRole('list')).toHaveAccessibleName('second');
    await waitFor(() => expect(screen.getByText('b2')).toHaveFocus());
    expect(window.HTMLElement.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(onReveal).toHaveBeenCalledTimes(1);
  });

  it('leaves the page as it is for a hash that names none of its items, or no hash', async () => {
    const onReveal = renderAt('/page#elsewhere');
    expect(screen.getByRole('list')).toHaveAccessibleName('first');
    expect(onReveal).toHaveBeenCalledWith('elsewhere');
    await new Promise((resolve) => window.requestAnimationFrame(resolve));
    expect(document.body).toHaveFocus();

    const none = vi.fn();
    renderAt('/page', none);
    expect(none).not.toHaveBeenCalled();
  });
});
