import { create } from 'zustand';
import { useSyncExternalStore, type ReactNode } from 'react';
import type { SiteMode } from '../contracts/site-mode';

/** Spec: at most one toast visible; a new toast replaces the previous one. */
export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;

export interface ToastMessage {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  duration?: number;
  variant?: 'default' | 'destructive';
  open: boolean;
}

export type ToastInput = Omit<ToastMessage, 'id' | 'open'>;

interface SiteState {
  /** Audience mode, held in memory only (never persisted). */
  mode: SiteMode;
  /**
   * The mode the page's HTML was rendered in (the audience of the address it was composed for):
   * what hydration must meet, whatever the visitor has switched to since.
   */
  renderedMode: SiteMode;
  setMode: (mode: SiteMode) => void;
  toggleMode: () => void;
  toasts: ToastMessage[];
  showToast: (toast: ToastInput) => string;
  updateToast: (id: string, patch: Partial<ToastInput>) => void;
  dismissToast: (id?: string) => void;
  removeToast: (id: string) => void;
}

let toastCounter = 0;

/**
 * The one store of the site. It lives in @site/shared, which module federation shares as a
 * singleton, so the shell and both remotes read and write the same instance.
 */
export const useSiteStore = create<SiteState>()((set) => ({
  mode: 'tech',
  renderedMode: 'tech',
  setMode: (mode) => set({ mode }),
  toggleMode: () => set((state) => ({ mode: state.mode === 'tech' ? 'education' : 'tech' })),
  toasts: [],
  showToast: (toast) => {
    toastCounter += 1;
    const id = `toast-${toastCounter}`;
    set((state) => ({
      toasts: [{ ...toast, id, open: true }, ...state.toasts].slice(0, TOAST_LIMIT),
    }));
    return id;
  },
  updateToast: (id, patch) =>
    set((state) => ({
      toasts: state.toasts.map((toast) => (toast.id === id ? { ...toast, ...patch } : toast)),
    })),
  dismissToast: (id) =>
    set((state) => ({
      toasts: state.toasts.map((toast) =>
        id === undefined || toast.id === id ? { ...toast, open: false } : toast,
      ),
    })),
  removeToast: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

/** Shows a toast from anywhere (event handlers, async callbacks). */
export function toast(input: ToastInput): string {
  return useSiteStore.getState().showToast(input);
}

const readMode = () => useSiteStore.getState().mode;
const readRenderedMode = () => useSiteStore.getState().renderedMode;

/**
 * The audience mode. Server rendering and hydration read the mode the page was rendered in, so
 * a part that hydrates after the visitor switched mode first meets its own HTML, then follows
 * the switch.
 */
export function useSiteMode(): SiteMode {
  return useSyncExternalStore(useSiteStore.subscribe, readMode, readRenderedMode);
}

/** Starts a page in the audience of its address, as its HTML was rendered. */
export function startInMode(mode: SiteMode): void {
  useSiteStore.setState({ mode, renderedMode: mode });
}
