import type { SiteMode } from '@site/shared';

export interface HeroStat {
  label: string;
  value: number;
  /** Digits after the decimal point while counting and at rest (4.9 has one). */
  decimals?: number;
  /** Text after the number: "+", "%" or "/7". */
  suffix?: string;
}

/** The four hero stat tiles per audience, with the figures of the spec. */
export const heroStatsByMode: Record<SiteMode, readonly HeroStat[]> = {
  tech: [
    { label: 'Clients Served', value: 10, suffix: '+' },
    { label: 'Projects Delivered', value: 8, suffix: '+' },
    { label: 'Client Rating', value: 4.9, decimals: 1, suffix: '/5' },
    { label: 'Support Availability', value: 24, suffix: '/7' },
  ],
  education: [
    { label: 'Students Trained', value: 100, suffix: '+' },
    { label: 'Internships', value: 20, suffix: '+' },
    { label: 'Placement Support', value: 98, suffix: '%' },
    { label: 'Years Experience', value: 3, suffix: '+' },
  ],
};
