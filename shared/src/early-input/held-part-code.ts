import { HELD_PART_CODE_ELEMENT_ID, PART_ATTRIBUTE } from './parts';

type HeldPartCode = Record<string, string[]>;

function readList(document: Document): HeldPartCode {
  const text = document.getElementById(HELD_PART_CODE_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const list: unknown = JSON.parse(text);
    return list && typeof list === 'object' ? (list as HeldPartCode) : {};
  } catch {
    return {};
  }
}

/**
 * Asks early for the code of the held parts an event waits for. A part held until wanted gets
 * its code when the page's own code hydrates it, which may be a second after the visitor acted
 * on it; a composed page lists each held part's browser files, so the early script asks for them
 * (as module preloads) the moment an event waits for the part or a part inside it. Each file is
 * asked for once; a page without the list, or a part not in it, asks for nothing.
 */
export function heldPartCodeRequester(document: Document): (part: Element) => void {
  let list: HeldPartCode | null = null;
  const asked = new Set<string>();
  const preloaded = new Set<string>();
  return (part) => {
    list ??= readList(document);
    for (
      let element: Element | null = part;
      element;
      element = element.parentElement?.closest(`[${PART_ATTRIBUTE}]`) ?? null
    ) {
      const name = element.getAttribute(PART_ATTRIBUTE);
      const files = name === null ? undefined : list[name];
      if (name === null || !Array.isArray(files) || asked.has(name)) continue;
      asked.add(name);
      for (const file of files.map(String)) {
        // Parts may share code (the home sections below the hero share one chunk).
        if (preloaded.has(file)) continue;
        preloaded.add(file);
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = file;
        document.head.append(link);
      }
    }
  };
}
