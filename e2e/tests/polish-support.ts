import type { Locator } from '@playwright/test';

/** The box of a shown element; the test fails when it has none. */
export async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}
