/** How an internship or hackathon is attended (spec section 3). */
export type OpportunityType = 'Remote' | 'On-site' | 'Online';

/** The illustration drawn for an opportunity; each is an inline SVG of our own. */
export type OpportunityArtwork =
  'browser' | 'stack' | 'wireframe' | 'trophy' | 'stopwatch' | 'globe';

/** An internship or a hackathon: title, duration, type, description, requirements and image. */
export interface Opportunity {
  id: string;
  title: string;
  duration: string;
  type: OpportunityType;
  description: string;
  requirements: readonly string[];
  image: { artwork: OpportunityArtwork; description: string };
}
