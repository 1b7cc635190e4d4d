import { act, lazy, Suspense, useState, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { replayBlockedPresses } from './replay-blocked-presses';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Count {count}
    </button>
  );
}

type CounterModule = { default: ComponentType };

/**
 * Server HTML of a counter inside a Suspense boundary, hydrated with the counter's code still
 * loading until `deliverCode` is called: the boundary stays server HTML until then.
 */
async function hydrateWithCodeOnTheWay() {
  let deliverCode = () => {};
  const LazyCounter = lazy(
    () =>
      new Promise<CounterModule>((resolve) => (deliverCode = () => resolve({ default: Counter }))),
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Suspense fallback={null}>
      <Counter />
    </Suspense>,
  );
  document.body.append(container);
  await act(async () => {
    hydrateRoot(
      container,
      <Suspense fallback={null}>
        <LazyCounter />
      </Suspense>,
    );
  });
  const stop = replayBlockedPresses(container);
  const button = container.querySelector('button')!;
  return { button, stop, deliverCode: () => act(async () => deliverCode()) };
}

/** Lets `ms` of (fake) time pass inside act, so React handles what the timers do. */
const wait = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

describe('replayBlockedPresses', () => {
  beforeAll(() => vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true));
  afterAll(() => vi.unstubAllGlobals());
  afterEach(() => vi.useRealTimers());

  it('presses a button again, once, when React took over the part it was pressed on', async () => {
    vi.useFakeTimers();
    const { button, stop, deliverCode } = await hydrateWithCodeOnTheWay();

    await act(async () => button.click());
    await wait(300);
    expect(button.textContent).toBe('Count 0');

    await deliverCode();
    await wait(300);
    expect(button.isConnected).toBe(true);
    expect(button.textContent).toBe('Count 1');

    // Presses on hydrated content go straight through and are not made twice.
    await act(async () => button.click());
    await wait(300);
    expect(button.textContent).toBe('Count 2');
    stop();
  });

  it('drops a press that React has not taken after ten seconds', async () => {
    vi.useFakeTimers();
    const { button, stop, deliverCode } = await hydrateWithCodeOnTheWay();
    const presses = vi.spyOn(button, 'click');

    await act(async () => button.click());
    await wait(10_000);
    const attempts = presses.mock.calls.length;
    expect(attempts).toBeGreaterThan(50);
    await wait(2_000);
    expect(presses.mock.calls.length).toBe(attempts);

    await deliverCode();
    await wait(300);
    expect(button.textContent).toBe('Count 0');
    stop();
  });

  it('leaves a submit press on blocked content unsent natively until React sends it', async () => {
    const { button, stop } = await hydrateWithCodeOnTheWay();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => button.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    stop();
  });
});
