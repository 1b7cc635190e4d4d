/** Case-insensitive substring match on a label, as the search and 404 pages filter. */
export function filterByLabel<T extends { label: string }>(
  items: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...items];
  return items.filter((item) => item.label.toLowerCase().includes(needle));
}
