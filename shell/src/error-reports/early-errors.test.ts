import { beforeEach, describe, expect, it } from 'vitest';
import { keepEarlyErrors, takeEarlyErrors } from './early-errors';

/** A window of its own, whose errors no test runner listens to. */
let view: Window;

function throwUncaught(error: Error) {
  view.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
}

function rejectUnhandled(reason: unknown) {
  const event = new Event('unhandledrejection');
  Object.assign(event, { reason });
  view.dispatchEvent(event);
}

describe('errors thrown before the error reporter starts', () => {
  beforeEach(() => {
    view = new EventTarget() as unknown as Window;
  });

  it('are kept in order and handed over once', () => {
    keepEarlyErrors(view);
    const first = new Error('remote entry failed to evaluate');
    throwUncaught(first);
    rejectUnhandled('config request aborted');

    expect(takeEarlyErrors(view)).toEqual([first, 'config request aborted']);
    expect(takeEarlyErrors(view)).toEqual([]);
  });

  it('are no longer kept once handed over: the reporter listens from then on', () => {
    const earlyErrors = keepEarlyErrors(view);
    takeEarlyErrors(view);
    throwUncaught(new Error('after start-up'));

    expect(earlyErrors.take()).toEqual([]);
  });

  it('are none where the early script did not run', () => {
    expect(takeEarlyErrors(view)).toEqual([]);
  });
});
