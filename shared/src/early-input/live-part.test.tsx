import { act, use, useState, type FormEvent, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../lib/after-next-paint';
import { installEarlyInput } from './capture';
import { LivePart } from './live-part';
import { LIVE_ATTRIBUTE, PART_WANTED_EVENT, type EarlyInput } from './parts';

/** A part with the controls a visitor uses, recording what its handlers receive. */
function Page({ log }: { log: string[] }) {
  const [name, setName] = useState('');
  const [count, setCount] = useState(0);
  const [chosen, setChosen] = useState('none');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    log.push(`submitted:${new FormData(event.currentTarget).get('email') as string}`);
  };
  return (
    <LivePart name="page">
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Pressed {count}
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a card a component listens on */}
      <div data-testid="card" onClick={() => setChosen('card')}>
        <h3>A card that is chosen by a click: {chosen}</h3>
      </div>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <p data-testid="name">{name}</p>
      <input
        aria-label="Filter"
        onKeyDown={(event) => {
          if (event.key === 'Enter') log.push(`enter:${event.currentTarget.value}`);
        }}
      />
      <form onSubmit={submit}>
        <input aria-label="Email" name="email" type="email" />
        <button type="submit">Send</button>
      </form>
    </LivePart>
  );
}

let container: HTMLDivElement;
let input: EarlyInput;
let root: Root | undefined;
/** Removes each test's capture, so that no earlier test's listeners act in the next. */
let uninstall: AbortController;

/** The browser's idle callbacks, which jsdom lacks: here the browser is idle a moment later. */
function installIdleCallbacks() {
  Object.assign(window, {
    requestIdleCallback: (callback: IdleRequestCallback) =>
      window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 1),
  });
}

/** A browser without idle callbacks (Safari). */
function removeIdleCallbacks() {
  Reflect.deleteProperty(window, 'requestIdleCallback');
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  installIdleCallbacks();
  uninstall = new AbortController();
  input = installEarlyInput(window, uninstall.signal);
});

afterEach(() => {
  uninstall.abort();
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  removeIdleCallbacks();
});

/** Server HTML in the page, as composition writes it; nothing is live yet. */
function composed(log: string[]) {
  container.innerHTML = renderToString(<Page log={log} />);
  return {
    part: container.querySelector<HTMLElement>('[data-part="page"]')!,
    button: container.querySelector<HTMLButtonElement>('button')!,
    name: container.querySelector<HTMLInputElement>('[aria-label="Name"]')!,
    filter: container.querySelector<HTMLInputElement>('[aria-label="Filter"]')!,
    email: container.querySelector<HTMLInputElement>('[aria-label="Email"]')!,
    form: container.querySelector<HTMLFormElement>('form')!,
  };
}

/** Hydrates the server HTML in the container with `element`. */
async function hydrateWith(element: ReactElement) {
  await act(async () => {
    root = hydrateRoot(container, element);
  });
  // The replay runs in a microtask after the commit; let it and its updates settle.
  await act(async () => undefined);
}

async function hydrate(log: string[]) {
  await hydrateWith(<Page log={log} />);
}

/**
 * Waits until the browser has been idle: after a part goes live, the early script checks
 * whether the page has settled then (or a task later where there are no idle callbacks).
 */
/** The next frame is painted and the browser is idle after it (the settle check waits for both). */
async function afterIdle() {
  await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10))));
}

function type(field: HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('LivePart with the early script', () => {
  it('goes live once hydrated, and records when', async () => {
    const page = composed([]);
    expect(page.part.hasAttribute(LIVE_ATTRIBUTE)).toBe(false);
    await hydrate([]);
    expect(page.part.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
    expect(input.liveAt.page).toBeTypeOf('number');
  });

  it('replays a press made before the part was live, exactly once', async () => {
    const page = composed([]);
    page.button.click();
    expect(page.button.textContent).toBe('Pressed 0');
    await hydrate([]);
    expect(container.querySelector('button')!.textContent).toBe('Pressed 1');
  });

  it('replays a press on an element that is not a control to the handler that listens there', async () => {
    composed([]);
    container.querySelector('h3')!.click();
    await hydrate([]);
    expect(container.querySelector('h3')!.textContent).toBe(
      'A card that is chosen by a click: card',
    );
  });

  it('keeps text typed before hydration in the field and hands it to the handler', async () => {
    const page = composed([]);
    type(page.name, 'Asha');
    await hydrate([]);
    expect(page.name.value).toBe('Asha');
    expect(container.querySelector('[data-testid="name"]')!.textContent).toBe('Asha');
  });

  it('replays Enter in a field and a submit, with the typed values, in order', async () => {
    const log: string[] = [];
    const page = composed(log);
    type(page.filter, 'pricing');
    page.filter.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
    );
    type(page.email, 'asha@example.in');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    page.form.dispatchEvent(submit);
    // Not sent the browser's way meanwhile.
    expect(submit.defaultPrevented).toBe(true);
    expect(log).toEqual([]);
    await hydrate(log);
    expect(log).toEqual(['enter:pricing', 'submitted:asha@example.in']);
  });

  it('replays a press on the control it began on, when the page moved before it ended', async () => {
    const log: string[] = [];
    const page = composed(log);
    type(page.email, 'asha@example.in');
    const send = page.form.querySelector('button')!;
    const finger = { bubbles: true, cancelable: true, clientX: 120, clientY: 300 };
    send.dispatchEvent(new MouseEvent('pointerdown', finger));
    await hydrate(log);
    // The part went live and its content moved: at the same point the finger now rests on the
    // form around the button, where the tap's click lands.
    await act(async () => {
      page.form.dispatchEvent(new MouseEvent('click', { ...finger, detail: 1 }));
    });
    expect(log).toEqual(['submitted:asha@example.in']);
  });

  it('does not press the control a press began on when the pointer slid off it', async () => {
    const log: string[] = [];
    const page = composed(log);
    const send = page.form.querySelector('button')!;
    send.dispatchEvent(
      new MouseEvent('pointerdown', { bubbles: true, clientX: 120, clientY: 300 }),
    );
    await hydrate(log);
    await act(async () => {
      page.form.dispatchEvent(
        new MouseEvent('click', {
          bubbles: true,
          cancelable: true,
          clientX: 120,
          clientY: 360,
          detail: 1,
        }),
      );
    });
    expect(log).toEqual([]);
  });

  it("sends a keyboard's click to the control clicked, not to where an unfinished press began", async () => {
    const log: string[] = [];
    const page = composed(log);
    type(page.email, 'asha@example.in');
    // A touch on the counter that became a scroll: no click followed it.
    page.button.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    page.button.dispatchEvent(new Event('pointercancel', { bubbles: true }));
    // Enter in the email field: the browser clicks the form's submit button (detail 0).
    page.form.querySelector('button')!.click();
    await hydrate(log);
    expect(log).toEqual(['submitted:asha@example.in']);
    expect(container.querySelector('button')!.textContent).toBe('Pressed 0');
  });

  it('drops a press made on a page the visitor has since left', async () => {
    const page = composed([]);
    page.button.click();
    window.history.pushState(null, '', '/elsewhere');
    await hydrate([]);
    expect(container.querySelector('button')!.textContent).toBe('Pressed 0');
    window.history.pushState(null, '', '/');
  });

  it('lets events through to a part that is already live', async () => {
    composed([]);
    await hydrate([]);
    container.querySelector('button')!.click();
    await act(async () => undefined);
    expect(container.querySelector('button')!.textContent).toBe('Pressed 1');
  });

  it('reports when every part that is not held is live', async () => {
    composed([]);
    let settled = false;
    void input.whenSettled().then(() => (settled = true));
    await afterIdle();
    expect(settled).toBe(false);
    await hydrate([]);
    await afterIdle();
    expect(settled).toBe(true);
  });

  it('does not wait for a part inside a part held until wanted', async () => {
    container.innerHTML =
      '<div data-part="section" data-held=""><div data-part="fragment"></div></div><div data-part="page"></div>';
    let settled = false;
    void input.whenSettled().then(() => (settled = true));
    await afterIdle();
    expect(settled).toBe(false);
    input.markLive(container.querySelector('[data-part="page"]')!);
    await afterIdle();
    expect(settled).toBe(true);
  });

  /** A live page with a form held until wanted, pressed in before its code arrived. */
  function pressInHeldForm() {
    container.innerHTML =
      '<div data-part="page"></div><div data-part="form" data-held=""><button type="button">Country</button></div>';
    const form = container.querySelector<HTMLElement>('[data-part="form"]')!;
    form.querySelector('button')!.click();
    return { page: container.querySelector('[data-part="page"]')!, form };
  }

  /** Whether `whenSettled`, asked now, has resolved. */
  function watchSettled() {
    let settled = false;
    void input.whenSettled().then(() => (settled = true));
    return () => settled;
  }

  it('waits for a part held until wanted while a press made in it waits for its code', async () => {
    const { page, form } = pressInHeldForm();
    const settled = watchSettled();
    input.markLive(page);
    await afterIdle();
    expect(settled()).toBe(false);
    input.markLive(form);
    await afterIdle();
    expect(settled()).toBe(true);
  });

  it.each([
    {
      where: 'on a page the visitor has since left',
      leave: () => window.history.pushState(null, '', '/elsewhere'),
    },
    {
      where: 'on an element now behind a dialog (it is not replayed)',
      leave: (form: HTMLElement) => form.setAttribute('aria-hidden', 'true'),
    },
    { where: 'in a part that has left the page', leave: (form: HTMLElement) => form.remove() },
  ])('does not wait for a press held $where', async ({ leave }) => {
    const { page, form } = pressInHeldForm();
    leave(form);
    const settled = watchSettled();
    input.markLive(page);
    await afterIdle();
    window.history.pushState(null, '', '/');
    expect(settled()).toBe(true);
  });

  it.each([
    { browser: 'with idle callbacks', idleCallbacks: true },
    { browser: 'without them (Safari)', idleCallbacks: false },
  ])(
    'waits for a part that what was replayed left waiting for its code, $browser',
    async ({ idleCallbacks }) => {
      if (!idleCallbacks) removeIdleCallbacks();
      container.innerHTML =
        '<div data-part="header"></div><div data-part="faq" data-held=""></div>';
      const header = container.querySelector('[data-part="header"]')!;
      const faq = container.querySelector('[data-part="faq"]')!;
      let settled = false;
      void input.whenSettled().then(() => (settled = true));
      input.markLive(header);
      // The replayed mode switch renders the held FAQ afresh; it shows its fallback meanwhile.
      queueMicrotask(() => input.markLoading(faq));
      await afterIdle();
      expect(settled).toBe(false);
      input.markLive(faq);
      await afterIdle();
      expect(settled).toBe(true);
    },
  );
});

describe('LivePart rendered in the browser', () => {
  it('goes live once its content has rendered', async () => {
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      root = createRoot(container);
      root.render(
        <LivePart name="later">
          <button type="button">Go</button>
        </LivePart>,
      );
    });
    await act(async () => undefined);
    expect(container.querySelector('[data-part="later"]')!.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
  });
});

describe('LivePart held until wanted', () => {
  beforeEach(() => {
    // jsdom has no IntersectionObserver: here the part never comes on screen.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Content whose code is still on its way. */
  function Arriving({ code }: { code: Promise<string> }) {
    return <h2>{use(code)} questions</h2>;
  }

  function Questions({ mode }: { mode: string }) {
    return (
      <LivePart name="faq" hydrate="when-wanted">
        <h2>{mode} questions</h2>
      </LivePart>
    );
  }

  /** `element` as the server renders it, where there is no window. */
  function serverHtml(element: ReactElement) {
    const browserWindow = window;
    vi.stubGlobal('window', undefined);
    try {
      return renderToString(element);
    } finally {
      vi.stubGlobal('window', browserWindow);
    }
  }

  async function hydrateQuestions() {
    container.innerHTML = serverHtml(<Questions mode="tech" />);
    await hydrateWith(<Questions mode="tech" />);
    return container.querySelector<HTMLElement>('[data-part="faq"]')!;
  }

  it('keeps its server HTML, not live, until it is wanted', async () => {
    const part = await hydrateQuestions();
    expect(part.textContent).toBe('tech questions');
    expect(part.hasAttribute(LIVE_ATTRIBUTE)).toBe(false);

    // The visitor acts in it (the early script asks for the part).
    await act(async () => {
      part.dispatchEvent(new CustomEvent(PART_WANTED_EVENT, { bubbles: true }));
    });
    await act(async () => undefined);
    expect(part.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
    expect(part.textContent).toBe('tech questions');
  });

  it('shows content that changed before it hydrated (a mode switch) without waiting to be wanted', async () => {
    const part = await hydrateQuestions();
    await act(async () => root!.render(<Questions mode="education" />));
    await act(async () => undefined);
    expect(part.textContent).toBe('education questions');
    expect(part.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
  });

  /**
   * A header with the mode switch above a held FAQ that follows the mode. Like the shell's, the
   * switch changes the mode once its own frame has been painted, and the page renders the new
   * mode at once (as the site's store does, through useSyncExternalStore).
   */
  function ModePage({ code }: { code: Promise<string> }) {
    const [mode, setMode] = useState('tech');
    return (
      <>
        <LivePart name="header">
          <button
            type="button"
            onClick={() => afterNextPaint(() => flushSync(() => setMode('education')))}
          >
            Education mode
          </button>
        </LivePart>
        <LivePart name="faq" hydrate="when-wanted">
          {mode === 'tech' ? <h2>tech questions</h2> : <Arriving code={code} />}
        </LivePart>
      </>
    );
  }

  it('keeps the page unsettled while a mode switch pressed before start-up waits for the code it needs', async () => {
    let arrive: (mode: string) => void = () => undefined;
    const code = new Promise<string>((resolve) => (arrive = resolve));
    container.innerHTML = serverHtml(<ModePage code={code} />);
    const faq = container.querySelector<HTMLElement>('[data-part="faq"]')!;
    let settled = false;
    void input.whenSettled().then(() => (settled = true));
    container.querySelector('button')!.click();

    await hydrateWith(<ModePage code={code} />);
    await afterIdle();
    expect(container.querySelector('[data-part="header"]')!.hasAttribute(LIVE_ATTRIBUTE)).toBe(
      true,
    );
    // The switch was replayed: the old questions are gone, the new ones wait for their code.
    expect(faq.textContent).toBe('');
    expect(settled).toBe(false);

    await act(async () => arrive('education'));
    await afterIdle();
    expect(faq.textContent).toBe('education questions');
    expect(faq.hasAttribute(LIVE_ATTRIBUTE)).toBe(true);
    expect(settled).toBe(true);
  });
});
