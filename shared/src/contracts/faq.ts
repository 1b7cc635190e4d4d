/** FAQ content (spec section 3): categories per mode, each with a slug used in URL hashes. */
export interface FaqItem {
  q: string;
  a: string;
}

export interface FaqCategory {
  category: string;
  slug: string;
  /** Name of a lucide icon, e.g. "HelpCircle". */
  icon: string;
  items: readonly FaqItem[];
}
