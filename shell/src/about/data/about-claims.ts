/** The about claims of the spec, shown on /about and in the home page's about section. */
export interface AboutClaim {
  value: string;
  label: string;
}

export const aboutClaims: readonly AboutClaim[] = [
  { value: '5+', label: 'Projects delivered' },
  { value: '10+', label: 'Students trained' },
  { value: '100%', label: 'Client satisfaction' },
];
