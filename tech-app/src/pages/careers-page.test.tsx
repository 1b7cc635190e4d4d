import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HELD_ATTRIBUTE, PART_WANTED_EVENT, pathTo } from '@site/shared';
import { jobOpenings } from '../data/job-openings';
import { stubCarouselBrowserApis } from '../testing/carousel-browser-stubs';
import { setTestRuntimeConfig } from '../testing/test-runtime-config';
import { prerenderPage } from '../testing/prerender-page';
import CareersPage from './careers-page';

const page = () => (
  <MemoryRouter initialEntries={[pathTo('careers')]}>
    <CareersPage />
  </MemoryRouter>
);

beforeAll(() => {
  // Nothing comes on screen by itself here (inert IntersectionObserver), as on a phone where the
  // form is below the openings; the form's part is held until it is wanted.
  stubCarouselBrowserApis();
  Element.prototype.scrollIntoView = vi.fn();
  setTestRuntimeConfig('IN');
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function composedAndHydrated() {
  const container = document.createElement('div');
  container.innerHTML = await prerenderPage(page());
  document.body.append(container);
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, page(), {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
  const formPart = container.querySelector<HTMLElement>('[data-part="careers:form"]')!;
  const field = (label: string) =>
    [...formPart.querySelectorAll<HTMLInputElement>('input, textarea')].find(
      (input) => input.labels?.[0]?.textContent === label,
    )!;
  return { container, formPart, field, recoverableErrors };
}

describe('careers page: the application form held until wanted', () => {
  it('is in the HTML, and choosing an opening meanwhile keeps what was typed in it', async () => {
    const { container, formPart, field, recoverableErrors } = await composedAndHydrated();
    expect(formPart.hasAttribute(HELD_ATTRIBUTE)).toBe(true);
    const fullName = field('Full Name');
    fullName.value = 'Asha Verma';

    const second = jobOpenings[1]!;
    const secondButton = [...container.querySelectorAll('button')].find((button) =>
      button.textContent?.startsWith(second.title),
    )!;
    await act(async () => secondButton.click());
    expect(secondButton.getAttribute('aria-pressed')).toBe('true');
    // The held form's HTML was not replaced: the same field, with the text in it.
    expect(field('Full Name')).toBe(fullName);
    expect(fullName.value).toBe('Asha Verma');

    await act(async () => {
      formPart.dispatchEvent(new Event(PART_WANTED_EVENT));
    });
    // Hydrated with the opening chosen meanwhile, the typed text untouched, no mismatch.
    expect(field('Position').value).toBe(second.title);
    expect(field('Full Name')).toBe(fullName);
    expect(fullName.value).toBe('Asha Verma');
    expect(recoverableErrors).toEqual([]);
  });
});
