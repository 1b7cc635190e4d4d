/**
 * The early script's event capture and replay. It runs before the page's content is parsed, so
 * nothing the visitor does on the composed HTML is lost while the code of a part is on its way:
 *
 * - Capture: listeners on the document, in the capture phase, look at every press, key, typed
 *   text, chosen option or file and submit. When its target is inside a part that is not live
 *   yet, the event is held: it goes no further (so nothing handles it half-way), the browser's
 *   own action is kept where it is the visitor's (typing, focus) and stopped where the part's
 *   code should act instead (a form sent natively, a link followed natively), and it is queued.
 * - Replay: when the part goes live (LivePart calls markLive), its queued events are replayed in
 *   the visitor's order (after any earlier event in another part, for a while) to the real
 *   handlers, as new DOM events on the same elements: a press as the pointer
 *   and click events of a press, a key as keydown/keyup, typed text and chosen options and files
 *   as the field's input/change events with what the visitor left in it, a submit with
 *   requestSubmit. A held event is replayed once and dropped when its element is gone or the
 *   visitor is on another page by then.
 *
 * The design follows the early event contract of Angular's event replay (jsaction): a tiny
 * listener installed before the content, a queue, and a dispatcher that replays to the real
 * handlers once they exist; here the unit that becomes live is a part of the page.
 */
import {
  HELD_ATTRIBUTE,
  LIVE_ATTRIBUTE,
  PART_ATTRIBUTE,
  PART_WANTED_EVENT,
  type EarlyInput,
} from './parts';
import { heldPartCodeRequester } from './held-part-code';
import { afterNextPaint } from '../lib/after-next-paint';

/**
 * Elements whose press does something: what a held click is replayed on. (Not labels: the
 * browser's own focus of a label's field is the visitor's and stays; a label's click on a
 * checkbox reaches the checkbox.)
 */
const PRESSABLE = [
  'button',
  'a[href]',
  'summary',
  'input[type="checkbox"]',
  'input[type="radio"]',
  'input[type="submit"]',
  'input[type="button"]',
  '[role="button"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="link"]',
].join(',');

/**
 * Where the browser's own action of a click is the visitor's and stays: a label focusing or
 * toggling its field, a click into a field.
 */
const NATIVE_CLICK = 'label, input, select, textarea, [contenteditable]';

/**
 * The element a press is replayed on: the control pressed, or, for a press on something that is
 * not a control (a card a component listens on), the element itself.
 */
function pressedElement(target: Element): Element | null {
  return target.closest(PRESSABLE) ?? (target.closest(NATIVE_CLICK) ? null : target);
}

/** Fields whose text the visitor types. */
const TEXT_FIELD =
  'textarea, input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="url"], input[type="search"], input[type="number"], input[type="password"]';

/** Keys replayed to the element they were pressed on. */
const REPLAYED_KEYS = new Set([
  'Enter',
  'Escape',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
]);
/** Keys that move within a composite widget (tabs, menus) instead of scrolling the page. */
const WIDGET_NAVIGATION_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
]);
const COMPOSITE_WIDGET = '[role="tab"], [role="menuitem"], [role="option"], [role="radio"]';

/**
 * How far apart (CSS pixels) a press's start and its click may be and still be one touch at one
 * point: a finger's jitter, not a slide off the control.
 */
const SAME_POINT_PX = 10;

/** Where a press or submit no longer means anything: behind a dialog opened meanwhile. */
const HIDDEN = '[aria-hidden="true"], [inert]';

/**
 * A link held this long without its part going live is followed the browser's way: the visitor
 * asked to go there, and a full page load is better than staying.
 */
export const LINK_FALLBACK_MS = 3000;
/** How long whenSettled waits for parts at most. */
export const SETTLE_TIMEOUT_MS = 5000;
/**
 * How long a held event waits, at most, for an earlier one in another part to be replayed first
 * (an opening chosen before the form was sent): a part that never goes live holds the others back
 * no longer than this.
 */
export const ORDER_WAIT_MS = 3000;
/** How long a check that waits for the browser to be idle waits at most. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Runs `callback` once the next frame has been painted and the browser is then idle, or a task
 * later where it cannot tell idleness (Safari). After the paint, so that what a replay left for
 * after it (the shell's mode switch sets the new mode then) has rendered by then.
 */
function whenIdle(view: Window, callback: () => void) {
  afterNextPaint(() => {
    if (typeof view.requestIdleCallback === 'function') {
      view.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    } else {
      view.setTimeout(callback, 0);
    }
  }, view);
}

type Held =
  /** `pointerType` is null for a press made with the keyboard. */
  | { kind: 'press'; target: HTMLElement; pointerType: string | null }
  /** `activates`: Enter or Space on a button or link, whose default action is a click. */
  | {
      kind: 'key';
      target: Element;
      key: string;
      code: string;
      shiftKey: boolean;
      activates: boolean;
    }
  | { kind: 'text'; target: HTMLInputElement | HTMLTextAreaElement; value: string }
  | { kind: 'choice'; target: HTMLInputElement | HTMLSelectElement }
  | { kind: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null };

type QueuedEvent = Held & {
  part: Element;
  /** The page it happened on: dropped if the visitor has moved to another. */
  url: string;
  /** When it was held (`performance.now()`). */
  at: number;
  fallbackTimer?: number;
};

function currentUrl(view: Window): string {
  return view.location.pathname + view.location.search;
}

/** Sets a field's value so that React sees a change (see announceValue). */
function setNativeValue(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

/**
 * Puts the visitor's text back in a field and announces it like a keystroke. React and form
 * libraries only notice a value that differs from the one they last saw, and hydration may have
 * reset the field to the server's value, so the field goes through its default value (which they
 * see) to the visitor's text (set underneath, through the prototype's setter), then an input
 * event reports the difference.
 */
function announceValue(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  field.value = field.defaultValue === value ? `${value} ` : field.defaultValue;
  setNativeValue(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Makes a press again: the pointer going down and up on the element (widgets such as tabs act on
 * the pointer going down), focus, and the click. A keyboard press is focus and the click.
 */
function pressAgain(target: HTMLElement, pointerType: string | null) {
  if (pointerType === null) {
    target.focus({ preventScroll: true });
    target.click();
    return;
  }
  const down = {
    bubbles: true,
    cancelable: true,
    composed: true,
    button: 0,
    buttons: 1,
    pointerId: 1,
    pointerType,
    isPrimary: true,
  };
  const up = { ...down, buttons: 0 };
  const PointerEventType = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
  target.dispatchEvent(new PointerEventType('pointerdown', down));
  target.dispatchEvent(new MouseEvent('mousedown', down));
  target.focus({ preventScroll: true });
  target.dispatchEvent(new PointerEventType('pointerup', up));
  target.dispatchEvent(new MouseEvent('mouseup', up));
  target.click();
}

function replay(event: QueuedEvent) {
  switch (event.kind) {
    case 'press':
      pressAgain(event.target, event.pointerType);
      return;
    case 'key': {
      const init = {
        key: event.key,
        code: event.code,
        shiftKey: event.shiftKey,
        bubbles: true,
        cancelable: true,
      };
      const notCancelled = event.target.dispatchEvent(new KeyboardEvent('keydown', init));
      // The browser's own action for Enter or Space on a button or link, unless a handler
      // took the key (a menu trigger opening on Enter).
      if (event.activates && notCancelled && event.target instanceof HTMLElement) {
        event.target.click();
      }
      event.target.dispatchEvent(new KeyboardEvent('keyup', init));
      return;
    }
    case 'text':
      announceValue(event.target, event.value);
      return;
    case 'choice':
      event.target.dispatchEvent(new Event('input', { bubbles: true }));
      event.target.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    case 'submit': {
      const submitter =
        event.submitter?.isConnected && event.target.contains(event.submitter)
          ? event.submitter
          : null;
      if (submitter) event.target.requestSubmit(submitter);
      else event.target.requestSubmit();
    }
  }
}

/**
 * A link the site's router follows from `location`: same origin, same window, not a download
 * or a jump within the page.
 */
export function isPageLink(link: HTMLAnchorElement, location: Location): boolean {
  if (link.target && link.target !== '_self') return false;
  if (link.hasAttribute('download') || link.origin !== location.origin) return false;
  const samePage = link.pathname === location.pathname && link.search === location.search;
  return !(samePage && link.hash);
}

/**
 * Installs the capture on `view`'s document and publishes `view.siteEarlyInput`. Returns the
 * interface (also for tests, which remove the capture's listeners by aborting `signal`).
 */
export function installEarlyInput(view: Window, signal?: AbortSignal): EarlyInput {
  const document = view.document;
  const queue: QueuedEvent[] = [];
  const liveAt: Record<string, number> = {};
  const pageKeys = new Set<string>();
  let pointerType = 'mouse';
  /**
   * A press that started in a part that was not live: its click is held even if the part went
   * live meanwhile. With the control (primary button only) and the point it started on: its click
   * may land on another element at that point, as the part going live, and what its replay
   * renders (a chosen file's name), can move the page under a finger that has not moved.
   */
  let pressStart: { part: Element; element: Element | null; x: number; y: number } | null = null;
  let interacted = false;
  /** True while a held event is being replayed: what it causes is not held again. */
  let replaying = false;
  const interactionCallbacks = new Set<() => void>();
  const settleWaiters = new Set<() => void>();
  /** Parts that showed their fallback while their code loads (markLoading). */
  const loading = new Set<Element>();
  const askForHeldPartCode = heldPartCodeRequester(document);

  const isLive = (part: Element) => part.hasAttribute(LIVE_ATTRIBUTE);
  // A part waits when it is not live and not held until wanted, nor inside a part that is.
  const held = `[${HELD_ATTRIBUTE}]:not([${LIVE_ATTRIBUTE}])`;
  /** Whether a part still shows its fallback; one that has left the page no longer counts. */
  function partsLoading() {
    for (const part of loading) if (!part.isConnected) loading.delete(part);
    return loading.size > 0;
  }
  /**
   * Whether a held event still stands: its element is on the page and not behind a dialog, and
   * the visitor has not left the page it was made on. Only such an event is replayed.
   */
  const stillMeant = (queued: QueuedEvent) =>
    queued.target.isConnected && !queued.target.closest(HIDDEN) && queued.url === currentUrl(view);
  /** Whether the visitor waits on a part: an event of theirs that still stands is held for it. */
  const eventsWaiting = () => queue.some(stillMeant);
  const isSettled = () =>
    !document.querySelector(
      `[${PART_ATTRIBUTE}]:not([${LIVE_ATTRIBUTE}]):not([${HELD_ATTRIBUTE}]):not(${held} *)`,
    ) &&
    !partsLoading() &&
    !eventsWaiting();
  function notifyIfSettled() {
    if (settleWaiters.size === 0 || !isSettled()) return;
    const waiters = [...settleWaiters];
    settleWaiters.clear();
    waiters.forEach((resolve) => resolve());
  }

  const partOf = (node: EventTarget | null) =>
    node instanceof Element ? node.closest(`[${PART_ATTRIBUTE}]`) : null;

  function hold(event: Event, held: Held, part: Element) {
    event.stopPropagation();
    if (held.kind === 'text' || held.kind === 'choice') {
      // The field's latest state is what counts: one entry per field, at its latest place.
      const earlier = queue.findIndex((queued) => queued.target === held.target);
      if (earlier !== -1) queue.splice(earlier, 1);
    }
    const queued: QueuedEvent = {
      ...held,
      part,
      url: currentUrl(view),
      at: view.performance.now(),
    };
    if (isLive(part)) {
      // A press that began before its part went live and ended after, or an event in a live part
      // whose earlier events still wait their turn: replayed whole, after those.
      queue.push(queued);
      replayReady();
      return;
    }
    const followsLink = held.kind === 'press' || (held.kind === 'key' && held.activates);
    if (followsLink && held.target instanceof HTMLAnchorElement) {
      const link = held.target;
      queued.fallbackTimer = view.setTimeout(() => {
        const index = queue.indexOf(queued);
        if (index === -1 || !link.isConnected) return;
        queue.splice(index, 1);
        view.location.assign(link.href);
      }, LINK_FALLBACK_MS);
    }
    queue.push(queued);
    askForHeldPartCode(part);
    // It bubbles, so a part held until wanted opens for an event in a part inside it too.
    part.dispatchEvent(new CustomEvent(PART_WANTED_EVENT, { bubbles: true }));
  }

  let orderTimer: number | undefined;
  /** Set when a test removes this capture (`signal`): nothing queued is replayed after that. */
  let aborted = false;
  /** Held events taken from the queue, in the visitor's order, for the one replay chain. */
  const replayPending: QueuedEvent[] = [];
  let replayChainRunning = false;
  /**
   * Replays, in the visitor's order, the held events whose part is live. Before an event that
   * still stands and waits for its part, the replay stops for up to ORDER_WAIT_MS: the events
   * after it may depend on it (the form is sent for the opening chosen before). A live part
   * whose events still wait their turn holds its new events too (waitingPart).
   */
  function replayReady() {
    if (aborted) return;
    view.clearTimeout(orderTimer);
    const ready: QueuedEvent[] = [];
    for (const queued of queue) {
      if (isLive(queued.part)) {
        ready.push(queued);
        continue;
      }
      const waited = view.performance.now() - queued.at;
      if (stillMeant(queued) && waited < ORDER_WAIT_MS) {
        orderTimer = view.setTimeout(() => {
          replayReady();
          // The visitor no longer waits on what this released.
          if (settleWaiters.size > 0) whenIdle(view, notifyIfSettled);
        }, ORDER_WAIT_MS - waited);
        break;
      }
    }
    for (const queued of ready) {
      queue.splice(queue.indexOf(queued), 1);
      if (queued.fallbackTimer !== undefined) view.clearTimeout(queued.fallbackTimer);
    }
    replayPending.push(...ready);
    if (!replayChainRunning && replayPending.length > 0) {
      replayChainRunning = true;
      view.queueMicrotask(replayNextPart);
    }
  }

  /**
   * One chain replays what replayReady took, so that parts going live while it runs join it in
   * order. The events of one part are replayed together, the next part's in a later microtask,
   * after React has rendered what the earlier ones changed (it renders a discrete event's
   * updates in a microtask queued while the event was dispatched).
   */
  function replayNextPart() {
    if (aborted) return;
    const part = replayPending[0]?.part;
    while (replayPending[0] && replayPending[0].part === part) {
      const queued = replayPending.shift()!;
      if (stillMeant(queued)) replayOnce(queued);
    }
    if (replayPending.length > 0) view.queueMicrotask(replayNextPart);
    else replayChainRunning = false;
  }

  function replayOnce(queued: QueuedEvent) {
    replaying = true;
    try {
      replay(queued);
    } finally {
      replaying = false;
    }
  }

  /**
   * The part `event` belongs to, if that part is not live yet or its earlier events still wait
   * their turn (what the visitor does next comes after them).
   */
  function waitingPart(event: Event): Element | null {
    if (replaying) return null;
    const part = partOf(event.target);
    if (!part) return null;
    return !isLive(part) || queue.some((queued) => queued.part === part) ? part : null;
  }

  function onPointerDown(event: Event) {
    noteInteraction();
    // A replayed press is not the visitor's: the press they may be making meanwhile stands.
    if (replaying) return;
    if (event instanceof PointerEvent) pointerType = event.pointerType || 'mouse';
    const part = waitingPart(event);
    pressStart = null;
    if (!part) return;
    event.stopPropagation();
    const pointer = event instanceof MouseEvent ? event : null;
    const primary = pointer?.button === 0 && event.target instanceof Element;
    pressStart = {
      part,
      element: primary ? pressedElement(event.target as Element) : null,
      x: pointer?.clientX ?? 0,
      y: pointer?.clientY ?? 0,
    };
  }

  /** A press that ends without a click (a touch that became a scroll, a drag) is forgotten. */
  function onPressCancelled() {
    pressStart = null;
  }

  /**
   * The element a click ends the held press on: the one the press started on when the click
   * came from the same pointer at the same point (the page moved, not the finger); otherwise
   * the one clicked (a keyboard's click, a press slid off its button).
   */
  function pressedBy(event: MouseEvent, start: NonNullable<typeof pressStart>): Element | null {
    const samePoint =
      event.detail > 0 &&
      Math.abs(event.clientX - start.x) <= SAME_POINT_PX &&
      Math.abs(event.clientY - start.y) <= SAME_POINT_PX;
    if (samePoint && start.element?.isConnected) return start.element;
    return pressedElement(event.target as Element);
  }

  /** The rest of a press in a part that is not live: nothing acts on half of it. */
  function onPressPart(event: Event) {
    if (replaying) return;
    if (waitingPart(event) || (pressStart && partOf(event.target) === pressStart.part)) {
      event.stopPropagation();
    }
  }

  function onClick(event: MouseEvent) {
    // A replayed click is not the visitor's: the press they may be making meanwhile stands.
    if (replaying) return;
    const start = pressStart;
    pressStart = null;
    const startedIn = start?.part ?? null;
    const part = waitingPart(event) ?? (partOf(event.target) === startedIn ? startedIn : null);
    if (!part) return;
    const target =
      start?.part === part ? pressedBy(event, start) : pressedElement(event.target as Element);
    if (!(target instanceof HTMLElement) || !part.contains(target)) return;
    if (target instanceof HTMLAnchorElement && !isPageLink(target, view.location)) return;
    event.preventDefault();
    hold(
      event,
      { kind: 'press', target, pointerType: event.detail === 0 ? null : pointerType },
      part,
    );
  }

  function onKeyDown(event: KeyboardEvent) {
    noteInteraction();
    const part = waitingPart(event);
    if (!part) {
      if (!replaying && !partOf(event.target)) pageKeys.add(event.key);
      return;
    }
    if (!(event.target instanceof Element)) return;
    const target = event.target;
    const isTextField = target.matches(TEXT_FIELD);
    const activates =
      (event.key === 'Enter' || event.key === ' ') && !isTextField && target.matches(PRESSABLE);
    if (activates && target instanceof HTMLAnchorElement && !isPageLink(target, view.location))
      return;
    if (!activates && !REPLAYED_KEYS.has(event.key)) return;
    // In a text field only Enter (its form is then sent, held too) and Escape wait: the other
    // keys move the caret.
    if (isTextField && event.key !== 'Enter' && event.key !== 'Escape') return;
    // The key's own action comes with the replay: the press of a button, a tab's move.
    if (activates || (WIDGET_NAVIGATION_KEYS.has(event.key) && target.matches(COMPOSITE_WIDGET))) {
      event.preventDefault();
    }
    hold(
      event,
      {
        kind: 'key',
        target,
        key: event.key,
        code: event.code,
        shiftKey: event.shiftKey,
        activates,
      },
      part,
    );
  }

  function onInput(event: Event) {
    const part = waitingPart(event);
    const field = event.target;
    if (!part) return;
    if (
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
      field.matches(TEXT_FIELD)
    ) {
      hold(event, { kind: 'text', target: field, value: field.value }, part);
    } else {
      event.stopPropagation();
    }
  }

  function onChange(event: Event) {
    const part = waitingPart(event);
    const field = event.target;
    if (!part) return;
    if (
      field instanceof HTMLSelectElement ||
      (field instanceof HTMLInputElement && !field.matches(TEXT_FIELD))
    ) {
      hold(event, { kind: 'choice', target: field }, part);
    } else {
      event.stopPropagation();
    }
  }

  function onSubmit(event: SubmitEvent) {
    const part = waitingPart(event);
    if (!part || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    hold(event, { kind: 'submit', target: event.target, submitter: event.submitter }, part);
  }

  function noteInteraction() {
    if (interacted) return;
    interacted = true;
    const callbacks = [...interactionCallbacks];
    interactionCallbacks.clear();
    callbacks.forEach((callback) => callback());
  }

  const listen = (type: string, listener: (event: never) => void) =>
    document.addEventListener(type, listener as EventListener, { capture: true, signal });
  listen('pointerdown', onPointerDown);
  listen('mousedown', onPressPart);
  listen('pointerup', onPressPart);
  listen('mouseup', onPressPart);
  listen('click', onClick);
  listen('pointercancel', onPressCancelled);
  listen('dragstart', onPressCancelled);
  listen('keydown', onKeyDown);
  listen('input', onInput);
  listen('change', onChange);
  listen('submit', onSubmit);
  for (const type of ['pointermove', 'scroll', 'touchstart']) {
    view.addEventListener(type, noteInteraction, {
      capture: true,
      passive: true,
      once: true,
      signal,
    });
  }

  // A move to another page (the router pushes an entry; back and forward pop one), noted before
  // the router renders the new page.
  let navigated = false;
  const noteNavigation = () => {
    navigated = true;
  };
  view.addEventListener('popstate', noteNavigation, { signal });
  const pushState = view.history.pushState;
  const notingPushState = function (this: History, ...args: Parameters<History['pushState']>) {
    noteNavigation();
    return pushState.apply(this, args);
  };
  view.history.pushState = notingPushState;
  signal?.addEventListener('abort', () => {
    aborted = true;
    if (view.history.pushState === notingPushState) view.history.pushState = pushState;
    for (const queued of queue) view.clearTimeout(queued.fallbackTimer);
    view.clearTimeout(orderTimer);
  });

  const api: EarlyInput = {
    liveAt,
    markLive(part) {
      loading.delete(part);
      // Once the browser is idle: what going live sets off has rendered by then (a replayed mode
      // switch rendering held parts afresh), and a part it left waiting for code counts.
      if (settleWaiters.size > 0) whenIdle(view, notifyIfSettled);
      // A part already live has shown its content again after waiting for more code.
      if (isLive(part)) return;
      part.setAttribute(LIVE_ATTRIBUTE, '');
      const name = part.getAttribute(PART_ATTRIBUTE);
      if (name && liveAt[name] === undefined) liveAt[name] = view.performance.now();
      // After the commit that made the part live, before the next paint.
      replayReady();
    },
    markLoading(part) {
      loading.add(part);
    },
    isWanted(part) {
      return queue.some((queued) => part.contains(queued.part));
    },
    afterFirstInteraction(callback) {
      if (interacted) {
        callback();
        return () => undefined;
      }
      interactionCallbacks.add(callback);
      return () => interactionCallbacks.delete(callback);
    },
    hasNavigated() {
      return navigated;
    },
    takePageKey(key) {
      return pageKeys.delete(key);
    },
    whenSettled() {
      return new Promise<void>((resolve) => {
        if (document.readyState !== 'loading' && isSettled()) {
          resolve();
          return;
        }
        settleWaiters.add(resolve);
        view.setTimeout(() => {
          settleWaiters.delete(resolve);
          resolve();
        }, SETTLE_TIMEOUT_MS);
      });
    },
  };
  view.siteEarlyInput = api;
  return api;
}
