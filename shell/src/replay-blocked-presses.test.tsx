import { act, lazy, Suspense, useState, type ComponentType, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useKeepEarlyInput } from '@site/shared/lib/use-keep-early-input';
import { replayBlockedPresses } from './replay-blocked-presses';
import { Counter } from './testing/counter';

const sentForms = vi.fn();

function SignupForm() {
  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        sentForms();
      }}
    >
      <button type="submit">Subscribe</button>
    </form>
  );
}

/** A signup form that adopts an email typed before its code arrived. */
function EmailSignupForm() {
  const keepEarlyInput = useKeepEarlyInput();
  const [email, setEmail] = useState('');
  return (
    <form
      ref={keepEarlyInput}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        sentForms(email);
      }}
    >
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit">Subscribe</button>
    </form>
  );
}

/**
 * The server HTML of `Component` inside a Suspense boundary, hydrated with its code still on the
 * way until `deliverCode` is called: until then the boundary stays server HTML.
 */
async function hydrateWithCodeOnTheWay(Component: ComponentType) {
  let deliver = () => {};
  const LazyComponent = lazy(
    () =>
      new Promise<{ default: ComponentType }>(
        (resolve) => (deliver = () => resolve({ default: Component })),
      ),
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Suspense fallback={null}>
      <Component />
    </Suspense>,
  );
  document.body.append(container);
  await act(async () => {
    hydrateRoot(
      container,
      <Suspense fallback={null}>
        <LazyComponent />
      </Suspense>,
    );
  });
  const stop = replayBlockedPresses(container);
  const button = container.querySelector('button')!;
  return { container, button, stop, deliverCode: () => act(async () => deliver()) };
}

/** Lets `ms` of fake time pass inside act, so React handles what the timers do. */
const wait = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

describe('replayBlockedPresses', () => {
  beforeAll(() => vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true));
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => {
    vi.useFakeTimers();
    sentForms.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('presses a button again, once, when React took over the part it was pressed on', async () => {
    const { button, stop, deliverCode } = await hydrateWithCodeOnTheWay(Counter);

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

  it('drops a press that React has not taken after five seconds', async () => {
    const { button, stop, deliverCode } = await hydrateWithCodeOnTheWay(Counter);
    const presses = vi.spyOn(button, 'click');

    await act(async () => button.click());
    await wait(5_000);
    const attempts = presses.mock.calls.length;
    expect(attempts).toBeGreaterThan(20);
    await wait(2_000);
    expect(presses.mock.calls.length).toBe(attempts);

    await deliverCode();
    await wait(300);
    expect(button.textContent).toBe('Count 0');
    stop();
  });

  it('keeps a submit press from sending the form natively, then sends it through React once', async () => {
    const { button, stop, deliverCode } = await hydrateWithCodeOnTheWay(SignupForm);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => button.dispatchEvent(press));
    expect(press.defaultPrevented).toBe(true);
    expect(sentForms).not.toHaveBeenCalled();

    await deliverCode();
    await wait(300);
    expect(sentForms).toHaveBeenCalledTimes(1);
    stop();
  });

  it('drops the held press when the visitor types or makes another press', async () => {
    const typed = await hydrateWithCodeOnTheWay(Counter);
    await act(async () => typed.button.click());
    typed.container.dispatchEvent(new Event('input', { bubbles: true }));
    await typed.deliverCode();
    await wait(300);
    expect(typed.button.textContent).toBe('Count 0');
    typed.stop();

    // Pressed early, then again right after the code arrived: one press, not two.
    const pressedTwice = await hydrateWithCodeOnTheWay(Counter);
    await act(async () => pressedTwice.button.click());
    await pressedTwice.deliverCode();
    await act(async () => pressedTwice.button.click());
    await wait(300);
    expect(pressedTwice.button.textContent).toBe('Count 1');
    pressedTwice.stop();
  });

  it('sends a form pressed before its code arrived with what was typed into it before', async () => {
    const { container, button, stop, deliverCode } = await hydrateWithCodeOnTheWay(EmailSignupForm);
    container.querySelector('input')!.value = 'asha@example.in';
    await act(async () => button.click());

    // Hydrating, the form adopts the typed email with an input event: not the visitor typing.
    await deliverCode();
    await wait(300);
    expect(sentForms).toHaveBeenCalledTimes(1);
    expect(sentForms).toHaveBeenCalledWith('asha@example.in');
    stop();
  });

  it('does not press a button that a dialog opened meanwhile has hidden', async () => {
    const { container, button, stop, deliverCode } = await hydrateWithCodeOnTheWay(Counter);
    await act(async () => button.click());
    container.setAttribute('aria-hidden', 'true');
    await deliverCode();
    await wait(300);
    expect(button.textContent).toBe('Count 0');
    stop();
  });
});
