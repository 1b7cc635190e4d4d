import { act, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

const greetingModule = () => ({
  Greeting: ({ name }: { name: string }) => <p>Hello {name}</p>,
});

describe('lazyModule', () => {
  it('loads once, however often it is asked', async () => {
    const importModule = vi.fn(async () => greetingModule());
    const module = lazyModule(importModule);
    await Promise.all([module.load(), module.load()]);
    await module.load();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failure', async () => {
    const importModule = vi
      .fn<() => Promise<ReturnType<typeof greetingModule>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(greetingModule());
    const module = lazyModule(importModule);
    await expect(module.load()).rejects.toThrow('offline');
    await expect(module.load()).resolves.toHaveProperty('Greeting');
  });

  it('renders a component of the module once it has arrived, and at once when it is there', async () => {
    const module = lazyModule(async () => greetingModule());
    const Greeting = module.component('Greeting');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Greeting name="Asha" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Asha')).toBeTruthy();
    // Loaded now: a new mount does not suspend.
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Greeting name="Ravi" />
      </Suspense>,
    );
    expect(screen.queryByText('Waiting')).toBeNull();
    expect(screen.getByText('Hello Ravi')).toBeTruthy();
  });

  it('gives users the module once loaded, re-rendering them, and null until then', async () => {
    const module = lazyModule(async () => greetingModule());
    function StandIn() {
      const loaded = module.useLoaded();
      return loaded ? <loaded.Greeting name="Meera" /> : <p>Plain</p>;
    }
    render(<StandIn />);
    expect(screen.getByText('Plain')).toBeTruthy();
    await act(() => module.load());
    expect(screen.getByText('Hello Meera')).toBeTruthy();
  });
});
