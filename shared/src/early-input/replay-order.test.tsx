import { act, use, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDER_WAIT_MS, installEarlyInput } from './capture';
import { LivePart } from './live-part';
import type { EarlyInput } from './parts';

let container: HTMLDivElement;
let input: EarlyInput;
let root: Root | undefined;
let uninstall: AbortController;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  // Each test's capture is removed after it, or it would also hold the next test's events.
  uninstall = new AbortController();
  input = installEarlyInput(window, uninstall.signal);
});

afterEach(() => {
  uninstall.abort();
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  vi.useRealTimers();
});

/** Holds its part's hydration until `code` resolves (none on the server). */
function WaitsFor({ code }: { code: Promise<void> | null }) {
  if (code) use(code);
  return null;
}

/** The careers page in small: the chosen opening is state the form's submit reads. */
function ApplyPage({
  openingsCode,
  formCode,
  log,
}: {
  openingsCode: Promise<void> | null;
  formCode: Promise<void> | null;
  log: string[];
}) {
  const [opening, setOpening] = useState('Frontend Developer');
  return (
    <>
      <LivePart name="openings">
        <WaitsFor code={openingsCode} />
        <button type="button" onClick={() => setOpening('Backend Developer')}>
          Backend Developer
        </button>
      </LivePart>
      <LivePart name="form">
        <WaitsFor code={formCode} />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            log.push(`applied for ${opening}`);
          }}
        >
          <button type="submit">Submit Application</button>
        </form>
      </LivePart>
    </>
  );
}

/** Lets the replays queued in microtasks and timers of this task run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function arriving() {
  let arrive = () => undefined as void;
  const code = new Promise<void>((resolve) => (arrive = resolve));
  return { code, arrive };
}

describe('replaying held events across parts', () => {
  it("keeps the visitor's order: an opening chosen before the form was sent is replayed first, even when the form goes live first", async () => {
    const log: string[] = [];
    container.innerHTML = renderToString(
      <ApplyPage openingsCode={null} formCode={null} log={log} />,
    );
    container.querySelector<HTMLButtonElement>('[data-part="openings"] button')!.click();
    container.querySelector<HTMLButtonElement>('[data-part="form"] button')!.click();

    const openings = arriving();
    const form = arriving();
    await act(async () => {
      root = hydrateRoot(
        container,
        <ApplyPage openingsCode={openings.code} formCode={form.code} log={log} />,
      );
    });
    await act(async () => form.arrive());
    await act(async () => undefined);
    expect(container.querySelector('[data-part="form"]')!.hasAttribute('data-live')).toBe(true);
    expect(log).toEqual([]);

    await act(async () => openings.arrive());
    await act(async () => undefined);
    expect(log).toEqual(['applied for Backend Developer']);
  });

  it('keeps the order when parts go live while earlier ones are being replayed', async () => {
    container.innerHTML = ['a', 'b', 'c']
      .map((name) => `<div data-part="${name}"><button type="button">${name}</button></div>`)
      .join('');
    const replayed: string[] = [];
    const part = (name: string) => container.querySelector(`[data-part="${name}"]`)!;
    for (const name of ['b', 'a', 'c']) {
      const button = part(name).querySelector('button')!;
      button.addEventListener('click', () => replayed.push(name));
      button.click();
    }
    // a is live first, but its press came after b's; b and c go live in one commit.
    input.markLive(part('a'));
    input.markLive(part('b'));
    input.markLive(part('c'));
    await nextTask();
    expect(replayed).toEqual(['b', 'a', 'c']);
  });

  it(`waits for an earlier event at most ${ORDER_WAIT_MS} ms: a part that never goes live holds back no other`, () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    container.innerHTML =
      '<div data-part="stuck"><button type="button">Stuck</button></div>' +
      '<div data-part="form"><button type="button">Send</button></div>';
    const presses: string[] = [];
    const send = container.querySelector<HTMLButtonElement>('[data-part="form"] button')!;
    container.querySelector<HTMLButtonElement>('[data-part="stuck"] button')!.click();
    send.click();
    send.addEventListener('click', () => presses.push('send'));

    input.markLive(container.querySelector('[data-part="form"]')!);
    return (async () => {
      await Promise.resolve();
      expect(presses).toEqual([]);
      vi.advanceTimersByTime(ORDER_WAIT_MS);
      await Promise.resolve();
      expect(presses).toEqual(['send']);
    })();
  });

  /** Where the visitor's finger goes down and, unmoved, comes up. */
  const finger = { bubbles: true, cancelable: true, clientX: 40, clientY: 80 };

  /** A part not live yet whose press waits, and a form part with a Send button. */
  function stuckAndForm() {
    container.innerHTML =
      '<div data-part="stuck"><button type="button">Stuck</button></div>' +
      '<div data-part="form"><button type="button">Send</button></div>';
    const presses: string[] = [];
    const stuck = container.querySelector<HTMLButtonElement>('[data-part="stuck"] button')!;
    const send = container.querySelector<HTMLButtonElement>('[data-part="form"] button')!;
    stuck.addEventListener('click', () => presses.push('stuck'));
    send.addEventListener('click', () => presses.push('send'));
    const part = (name: string) => container.querySelector(`[data-part="${name}"]`)!;
    return { presses, stuck, send, part };
  }

  it('a press begun before its part went live and ended after waits for the earlier events of other parts', async () => {
    const { presses, stuck, send, part } = stuckAndForm();
    stuck.click();
    send.dispatchEvent(new MouseEvent('pointerdown', finger));
    input.markLive(part('form'));
    send.dispatchEvent(new MouseEvent('click', { ...finger, detail: 1 }));
    await nextTask();
    expect(presses).toEqual([]);

    input.markLive(part('stuck'));
    await nextTask();
    expect(presses).toEqual(['stuck', 'send']);
  });

  it('what the visitor does in a live part whose events still wait their turn comes after them', async () => {
    const { presses, stuck, send, part } = stuckAndForm();
    stuck.click();
    send.click();
    input.markLive(part('form'));
    // The form is live, but its press waits for the earlier one: a second press waits too.
    send.click();
    await nextTask();
    expect(presses).toEqual([]);

    input.markLive(part('stuck'));
    await nextTask();
    expect(presses).toEqual(['stuck', 'send', 'send']);
    // Once nothing waits, the form's events are its own at once.
    send.click();
    expect(presses).toEqual(['stuck', 'send', 'send', 'send']);
  });

  it("a press replayed in another part leaves the visitor's press in progress as it was", async () => {
    const { presses, stuck, send, part } = stuckAndForm();
    stuck.click();
    send.dispatchEvent(new MouseEvent('pointerdown', finger));
    // The earlier press is replayed while the finger is still down on Send.
    input.markLive(part('stuck'));
    await nextTask();
    input.markLive(part('form'));
    // The form going live moved Send: the click at the same point lands on the form beside it.
    part('form').dispatchEvent(new MouseEvent('click', { ...finger, detail: 1 }));
    await nextTask();
    expect(presses).toEqual(['stuck', 'send']);
  });
});
