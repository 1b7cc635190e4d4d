import {
  useEffect,
  useLayoutEffect,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { useStandInFocus } from './stand-in-focus';

/** How the visitor asked for a menu before its code had arrived, if they did. */
export type EarlyOpening = 'pointer' | 'keyboard' | null;

/** What a real menu trigger takes over from the plain stand-in it replaces. */
export interface MenuHandOver {
  openedEarly: EarlyOpening;
  /** Whether the stand-in had focus as it was removed; set by the time layout effects run. */
  standInHadFocus: RefObject<boolean>;
}

const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * A menu trigger whose menu code (Radix menu, popper) loads after the first view: until then it
 * is a plain button that looks the same. Like Radix's trigger it answers the pointer going down
 * and the keys, not the click, so a press is never lost when the real trigger replaces it in the
 * middle of a click. Pressing it loads the code; the real menu then opens as asked.
 *
 * Returns the props for the stand-in button and the hand-over for the real menu.
 */
export function useMenuStandIn(loadMenu: () => Promise<unknown>) {
  const [openedEarly, setOpenedEarly] = useState<EarlyOpening>(null);
  const { standInRef, hadFocus: standInHadFocus } = useStandInFocus<HTMLButtonElement>();

  const openWhenLoaded = (how: 'pointer' | 'keyboard') => {
    setOpenedEarly(how);
    loadMenu().catch(() => undefined);
  };
  const standInProps = {
    ref: standInRef,
    type: 'button',
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerDown: (event: PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) openWhenLoaded('pointer');
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPENING_KEYS.includes(event.key)) return;
      event.preventDefault();
      openWhenLoaded('keyboard');
    },
  } as const;
  const handOver: MenuHandOver = { openedEarly, standInHadFocus };
  return { standInProps, handOver };
}

/**
 * The real trigger's side of the hand-over, once, as it replaces the stand-in: it takes focus in
 * the same commit (a key pressed in between would otherwise land on the page and be lost), and
 * a keyboard opening is replayed as the key Radix answers, which also focuses the first item.
 * A pointer opening is the menu's `defaultOpen`.
 */
export function useTakeOverFromStandIn(
  trigger: RefObject<HTMLButtonElement | null>,
  { openedEarly, standInHadFocus }: MenuHandOver,
) {
  const [keyboardOpening] = useState(openedEarly === 'keyboard');
  useLayoutEffect(() => {
    if (standInHadFocus.current || keyboardOpening) trigger.current?.focus();
  }, [trigger, standInHadFocus, keyboardOpening]);
  useEffect(() => {
    if (!keyboardOpening) return;
    trigger.current?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
    );
  }, [trigger, keyboardOpening]);
}
