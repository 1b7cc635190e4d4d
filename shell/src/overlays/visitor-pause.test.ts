import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchForVisitorPause, type VisitorPauseWatch } from './visitor-pause';

describe('watchForVisitorPause', () => {
  let watch: VisitorPauseWatch;
  let paused: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<input id="name" /><button id="send">Send</button>';
    watch = watchForVisitorPause();
    paused = vi.fn<() => void>();
  });
  afterEach(() => {
    watch.stop();
    vi.useRealTimers();
  });

  it('is a pause at once for a visitor doing nothing', async () => {
    await watch.nextPause().then(paused);
    expect(paused).toHaveBeenCalled();
  });

  it('waits 1.5 s after a press, so the press is not taken from the visitor', async () => {
    document.getElementById('send')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    void watch.nextPause().then(paused);
    await vi.advanceTimersByTimeAsync(1400);
    expect(paused).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(paused).toHaveBeenCalled();
  });

  it('waits while focus is in a text field, however quiet, until focus leaves it', async () => {
    const field = document.getElementById('name')!;
    field.focus();
    void watch.nextPause().then(paused);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(paused).not.toHaveBeenCalled();
    document.getElementById('send')!.focus();
    await vi.advanceTimersByTimeAsync(0);
    expect(paused).toHaveBeenCalled();
  });

  it('waits while a form is being sent, and for 1.5 s after its answer', async () => {
    document.body.innerHTML = '<form><button aria-busy="true">Sending...</button></form>';
    void watch.nextPause().then(paused);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(paused).not.toHaveBeenCalled();
    document.querySelector('button')!.removeAttribute('aria-busy');
    await vi.advanceTimersByTimeAsync(1300);
    expect(paused).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(400);
    expect(paused).toHaveBeenCalled();
  });
});
