/**
 * What an app lets the search page find beyond the route table's pages and tech-app's service
 * names: each remote exposes its own entries ('./searchEntries'), so a remote's release updates
 * search without a shell release. Entries stay small: titles and short keywords, never lesson
 * bodies.
 */

/**
 * The result groups after the spec's "Pages" and "Services", in the order the search page shows
 * them. The shell names each group; entries of a group the shell does not know are left out.
 */
export const searchGroupIds = [
  'related-services',
  'courses',
  'code-classes',
  'tutorials',
  'internships-hackathons',
  'faqs',
] as const;

export type SearchGroupId = (typeof searchGroupIds)[number];

export interface SearchEntry {
  group: SearchGroupId;
  /** The name shown, with the match marked; matched before the keywords. */
  title: string;
  /** One short line under the title, e.g. "12 weeks · ₹39,999" or "Python · Topic 2 of 5". */
  detail?: string;
  /** Further words it is found by (skills, tech stack, language, a short answer). */
  keywords: readonly string[];
  /**
   * Where it leads: a path written with pathTo, plus a hash naming the item on that page when
   * the page brings it into view ("/education#python-basics", "/#dsa-1").
   */
  to: string;
}

/** The default export of a remote's './searchEntries'. */
export interface SearchEntries {
  entries: readonly SearchEntry[];
}
