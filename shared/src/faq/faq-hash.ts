import type { FaqCategory } from '../contracts/faq';

/** What a FAQ URL hash points at: a category, and optionally one question of it. */
export interface FaqTarget {
  categorySlug: string;
  /** Zero-based index of the question within its category, when the hash names one. */
  questionIndex?: number;
}

/** The accordion value (and URL hash) of one question: "{slug}-{index}", e.g. "support-1". */
export function faqQuestionValue(categorySlug: string, questionIndex: number): string {
  return `${categorySlug}-${questionIndex}`;
}

/**
 * Reads a FAQ anchor from a URL hash ("#support" or "#support-1"). Slugs may contain hyphens
 * ("local-seo"), so an exact slug wins before a trailing number is taken as a question index.
 * Anything that names no existing category or question gives null.
 */
export function parseFaqHash(hash: string, categories: readonly FaqCategory[]): FaqTarget | null {
  let anchor = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    anchor = decodeURIComponent(anchor);
  } catch {
    return null;
  }
  if (anchor === '') return null;
  if (categories.some((category) => category.slug === anchor)) return { categorySlug: anchor };
  const match = /^(.+)-(\d+)$/.exec(anchor);
  if (!match) return null;
  const [, categorySlug = '', indexText = ''] = match;
  const category = categories.find((candidate) => candidate.slug === categorySlug);
  const questionIndex = Number(indexText);
  if (!category || questionIndex >= category.items.length) return null;
  return { categorySlug, questionIndex };
}
