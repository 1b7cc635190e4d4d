import { beforeEach, describe, expect, it } from 'vitest';
import { toast, useSiteStore } from './site-store';

describe('site store', () => {
  beforeEach(() => useSiteStore.setState({ mode: 'tech', toasts: [] }));

  it('starts in tech mode and toggles between the two audiences', () => {
    expect(useSiteStore.getState().mode).toBe('tech');
    useSiteStore.getState().toggleMode();
    expect(useSiteStore.getState().mode).toBe('education');
    useSiteStore.getState().toggleMode();
    expect(useSiteStore.getState().mode).toBe('tech');
  });

  it('keeps at most one toast: a new toast replaces the previous one', () => {
    toast({ title: 'First' });
    const secondId = toast({ title: 'Second' });
    const { toasts } = useSiteStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ id: secondId, title: 'Second', open: true });
  });

  it('updates and dismisses a toast by id', () => {
    const id = toast({ title: 'Sending' });
    useSiteStore.getState().updateToast(id, { title: 'Sent' });
    expect(useSiteStore.getState().toasts[0]?.title).toBe('Sent');
    useSiteStore.getState().dismissToast(id);
    expect(useSiteStore.getState().toasts[0]?.open).toBe(false);
  });
});
