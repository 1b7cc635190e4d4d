/**
 * The contract between the early script (capture.ts), which runs before the page's content, and
 * the React parts of the page (live-part.tsx). No other code writes these; the shell's stylesheet
 * reads the part and live attributes to hold the hero's count-up until its part is live.
 */

/** On the element around each part of a page: the part's name. */
export const PART_ATTRIBUTE = 'data-part';
/** Set on that element once the part's code is live: its handlers are attached. */
export const LIVE_ATTRIBUTE = 'data-live';
/** On a part that hydrates only when it is on screen or wanted (a section below the fold). */
export const HELD_ATTRIBUTE = 'data-held';
/** Dispatched (bubbling) on a part's element when an event waits for it. */
export const PART_WANTED_EVENT = 'site:part-wanted';
/**
 * The id of the JSON element of a composed page listing the browser files of each part held until
 * wanted, by part name (scripts/delivery/page-html.mjs writes it, held-part-code.ts reads it).
 */
export const HELD_PART_CODE_ELEMENT_ID = 'held-part-code';

/** What the early script offers the page, on `window.siteEarlyInput`. */
export interface EarlyInput {
  /** Marks a part live and replays, in order, what the visitor did in it meanwhile. */
  markLive(part: Element): void;
  /**
   * Tells the early script that the part is showing its fallback while its content's code loads
   * (content rendered in the browser, as a held part's after a mode switch): until it is live,
   * the page is not settled, even if the part was held until wanted.
   */
  markLoading(part: Element): void;
  /** Whether events wait for this part or a part inside it (its code should load now). */
  isWanted(part: Element): boolean;
  /** Runs `callback` on the visitor's first interaction, or at once after one. */
  afterFirstInteraction(callback: () => void): () => void;
  /**
   * Whether `key` was pressed on the page itself (focus in no part) since the last call: for a
   * page-wide shortcut whose handler arrives later (F8 for the toast region).
   */
  takePageKey(key: string): boolean;
  /**
   * Resolves when every part of the page that is not held, every part showing its fallback
   * while its code loads, and every part an event of the visitor's waits for on this page, is
   * live: the page's controls all work and nothing it shows or the visitor did waits for code.
   * Gives up waiting after a few seconds (a part whose code failed stays as it is).
   */
  whenSettled(): Promise<void>;
  /** Whether the visitor has moved to another page in this document (history push or back). */
  hasNavigated(): boolean;
  /** When each part went live (`performance.now()`), by part name: for the benchmark. */
  readonly liveAt: Readonly<Record<string, number>>;
}

declare global {
  interface Window {
    siteEarlyInput?: EarlyInput;
  }
}

/** The early script's interface, or null where it is not loaded (server rendering, unit tests). */
export function earlyInput(): EarlyInput | null {
  return typeof window === 'undefined' ? null : (window.siteEarlyInput ?? null);
}
