export interface LabelSegment {
  text: string;
  /** True for a part of the label that matches the query. */
  match: boolean;
}

/**
 * Splits a label around every case-insensitive occurrence of the query, keeping the label's own
 * letter case, so the search page can wrap the matches in <mark>.
 */
export function splitByMatch(label: string, query: string): LabelSegment[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [{ text: label, match: false }];
  const haystack = label.toLowerCase();
  const segments: LabelSegment[] = [];
  let position = 0;
  let found = haystack.indexOf(needle);
  while (found !== -1) {
    if (found > position) segments.push({ text: label.slice(position, found), match: false });
    segments.push({ text: label.slice(found, found + needle.length), match: true });
    position = found + needle.length;
    found = haystack.indexOf(needle, position);
  }
  if (position < label.length) segments.push({ text: label.slice(position), match: false });
  return segments;
}
