import {
  searchGroupIds,
  type SearchEntry,
  type SearchGroupId,
} from '@site/shared/contracts/search-entries';

/** How an entry matched, best first: the rank within its group. */
export type SearchMatch = 'title-start' | 'title-word' | 'title' | 'keyword';

const matchOrder: readonly SearchMatch[] = ['title-start', 'title-word', 'title', 'keyword'];

export interface SearchHit {
  entry: SearchEntry;
  match: SearchMatch;
  /**
   * For a match on a keyword that neither the title nor the detail line shows: that keyword, or
   * the words around the match in a long one, so the visitor sees why it was found.
   */
  matchedText?: string;
}

export interface SearchHitGroup {
  id: SearchGroupId;
  hits: readonly SearchHit[];
}

const EXCERPT_BEFORE = 30;
const EXCERPT_AFTER = 50;

/** The search text as the spec reads it: trimmed and lowercased. */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

function isWordStart(text: string, index: number): boolean {
  return index === 0 || !/[\p{L}\p{N}]/u.test(text.charAt(index - 1));
}

/** Where the needle starts a word of the text, or -1. */
function wordStartIndex(haystack: string, needle: string): number {
  let found = haystack.indexOf(needle);
  while (found !== -1 && !isWordStart(haystack, found)) found = haystack.indexOf(needle, found + 1);
  return found;
}

/** The words around a match in a long text, cut at spaces, with "…" where it was cut. */
export function excerptAround(text: string, needle: string): string {
  const found = text.toLowerCase().indexOf(needle);
  if (found === -1 || text.length <= EXCERPT_BEFORE + EXCERPT_AFTER + needle.length) return text;
  let start = Math.max(0, found - EXCERPT_BEFORE);
  let end = Math.min(text.length, found + needle.length + EXCERPT_AFTER);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (start > found) start = found;
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > found + needle.length) end = space;
  }
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** How one entry matches a normalized, non-empty needle, or null when it does not. */
export function matchSearchEntry(entry: SearchEntry, needle: string): SearchHit | null {
  const title = entry.title.toLowerCase();
  if (title.startsWith(needle)) return { entry, match: 'title-start' };
  if (wordStartIndex(title, needle) !== -1) return { entry, match: 'title-word' };
  if (title.includes(needle)) return { entry, match: 'title' };
  const keyword = entry.keywords.find((candidate) => candidate.toLowerCase().includes(needle));
  if (keyword === undefined) return null;
  const shown = entry.detail?.toLowerCase().includes(needle) ?? false;
  return shown
    ? { entry, match: 'keyword' }
    : { entry, match: 'keyword', matchedText: excerptAround(keyword, needle) };
}

/** An entry as a remote sent it: checked at run time, since a remote deploys on its own. */
function isSearchEntry(value: unknown): value is SearchEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.title === 'string' &&
    typeof entry.to === 'string' &&
    (entry.detail === undefined || typeof entry.detail === 'string') &&
    Array.isArray(entry.keywords) &&
    entry.keywords.every((keyword) => typeof keyword === 'string') &&
    (searchGroupIds as readonly unknown[]).includes(entry.group)
  );
}

/**
 * The search results beyond the spec's two groups: every entry whose title or a keyword contains
 * the query (case-insensitive, trimmed), grouped in the order of `searchGroupIds`, groups without
 * a match left out. Within a group: titles that start with the query, then titles with a word
 * that starts with it, then titles that contain it, then keyword-only matches; ties keep the
 * order the app gave. Entries leading where `shown` already leads (a page or service listed
 * above) and repeats of a link in the same group are left out.
 */
export function rankSearchEntries(
  entries: readonly unknown[],
  query: string,
  shown: ReadonlySet<string> = new Set(),
): SearchHitGroup[] {
  const needle = normalizeQuery(query);
  if (needle === '') return [];
  const byGroup = new Map<SearchGroupId, SearchHit[]>();
  const seen = new Set<string>();
  for (const entry of entries) {
    if (!isSearchEntry(entry) || shown.has(entry.to)) continue;
    const key = `${entry.group} ${entry.to}`;
    if (seen.has(key)) continue;
    const hit = matchSearchEntry(entry, needle);
    if (!hit) continue;
    seen.add(key);
    byGroup.set(entry.group, [...(byGroup.get(entry.group) ?? []), hit]);
  }
  return searchGroupIds.flatMap((id) => {
    const hits = byGroup.get(id);
    if (!hits) return [];
    // Array sort is stable: ties keep the app's order.
    const ranked = [...hits].sort(
      (a, b) => matchOrder.indexOf(a.match) - matchOrder.indexOf(b.match),
    );
    return [{ id, hits: ranked }];
  });
}
