import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferredModule } from './deferred-module';

describe('deferredModule', () => {
  it('imports the module once, however often load is called', async () => {
    const importModule = vi.fn(() => Promise.resolve({ answer: 42 }));
    const parts = deferredModule(importModule);
    const [first, second] = await Promise.all([parts.load(), parts.load()]);
    expect(first).toEqual({ answer: 42 });
    expect(second).toBe(first);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next load after a failed import', async () => {
    const importModule = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ answer: 7 });
    const parts = deferredModule(importModule);
    await expect(parts.load()).resolves.toBeNull();
    await expect(parts.load()).resolves.toEqual({ answer: 7 });
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it('renders the stand-in until the module has loaded, then the module', async () => {
    const parts = deferredModule(() => Promise.resolve({ label: 'loaded' }));
    function Probe() {
      const loaded = parts.useLoaded();
      return <p>{loaded ? loaded.label : 'stand-in'}</p>;
    }
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('stand-in');
    await act(() => parts.load());
    expect(container.textContent).toBe('loaded');
  });
});
