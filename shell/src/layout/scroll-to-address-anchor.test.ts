import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToAddressAnchor } from './scroll-to-address-anchor';

/** A window opened at `hash` by a navigation of `type`, whose frames run when `frame()` says. */
function pageOpenedAt(hash: string, type: NavigationTimingType = 'navigate') {
  const frames: FrameRequestCallback[] = [];
  let readyState: DocumentReadyState = 'loading';
  const win = {
    scrollY: 0,
    location: { hash },
    performance: { getEntriesByType: () => [{ type }] },
    document: {
      getElementById: (id: string) => document.getElementById(id),
      get readyState() {
        return readyState;
      },
    },
    addEventListener: window.addEventListener.bind(window),
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
  } as unknown as Window;
  return {
    win,
    frame: () => frames.splice(0).forEach((callback) => callback(0)),
    finishParsing: () => (readyState = 'interactive'),
  };
}

function sectionWithId(id: string) {
  const section = document.createElement('section');
  section.id = id;
  section.scrollIntoView = vi.fn();
  document.body.append(section);
  return section;
}

/** /privacy-policy#data-security opened, its section parsed and shown in the first frame. */
function sectionShownOnArrival() {
  const page = pageOpenedAt('#data-security');
  const section = sectionWithId('data-security');
  scrollToAddressAnchor(page.win);
  page.frame();
  return { page, section };
}

afterEach(() => document.body.replaceChildren());

describe('scrollToAddressAnchor', () => {
  it('brings the named element into view once parsed, each frame until the HTML has arrived', () => {
    const page = pageOpenedAt('#data-security');
    scrollToAddressAnchor(page.win);
    page.frame();
    const section = sectionWithId('data-security');
    page.frame();
    page.frame();
    expect(section.scrollIntoView).toHaveBeenCalledTimes(2);
    page.finishParsing();
    page.frame();
    page.frame();
    expect(section.scrollIntoView).toHaveBeenCalledTimes(3);
  });

  it('stops once the visitor scrolls or presses', () => {
    const { page, section } = sectionShownOnArrival();
    window.dispatchEvent(new WheelEvent('wheel'));
    page.frame();
    expect(section.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('stops once the page has been moved by other means, such as its scrollbar', () => {
    const { page, section } = sectionShownOnArrival();
    // The scrollbar dragged: the page and the section in it move together.
    Object.assign(page.win, { scrollY: 300 });
    section.getBoundingClientRect = () => DOMRect.fromRect({ y: -300 });
    page.frame();
    page.frame();
    expect(section.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('carries on when the browser moves the page to keep the section in place', () => {
    const { page, section } = sectionShownOnArrival();
    // Something above the section grew, and scroll anchoring kept the section where it was.
    Object.assign(page.win, { scrollY: 40 });
    page.frame();
    expect(section.scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('leaves a reload and a move through history to the browser', () => {
    const section = sectionWithId('data-security');
    for (const type of ['reload', 'back_forward'] as const) {
      const page = pageOpenedAt('#data-security', type);
      scrollToAddressAnchor(page.win);
      page.frame();
    }
    expect(section.scrollIntoView).not.toHaveBeenCalled();
  });

  it('reads an encoded id, and takes a malformed one as written', () => {
    const spaced = sectionWithId('two words');
    const malformed = sectionWithId('100%');
    for (const hash of ['#two%20words', '#100%']) {
      const page = pageOpenedAt(hash);
      scrollToAddressAnchor(page.win);
      page.frame();
    }
    expect(spaced.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(malformed.scrollIntoView).toHaveBeenCalledTimes(1);
  });
});
