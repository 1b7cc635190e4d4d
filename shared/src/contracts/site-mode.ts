/** The two audiences the site serves: businesses (tech) and learners (education). */
export type SiteMode = 'tech' | 'education';
