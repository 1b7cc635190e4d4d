/**
 * The company's identity in one place. Components read names, addresses and links from here;
 * nothing in the apps repeats them.
 */
export const brand = {
  name: 'BrajCode Technologies',
  shortName: 'BrajCode',
  academyName: 'BrajCode Academy',
  tagline: 'IT services and coding academy in Agra and Bangalore',
  siteUrl: 'https://www.brajcode.in',
  logoPath: '/logo.svg',
  email: 'hello@brajcode.in',
  supportEmail: 'support@brajcode.in',
  phone: '+91 98370 41265',
  phoneHref: 'tel:+919837041265',
  whatsappNumber: '919837041265',
  chatGreeting: "Hello BrajCode team, I'm interested in your services and would like to know more.",
  locationsLabel: 'Agra | Bangalore',
  mapsUrl: 'https://maps.google.com/?q=Sanjay+Place+Agra',
  hours: 'Mon-Fri 9am to 6pm',
  replyPromise: 'We reply within 24 hours',
  address: {
    street: '2nd Floor, Sanjay Place Commercial Complex',
    locality: 'Agra',
    region: 'Uttar Pradesh',
    postalCode: '282002',
    country: 'IN',
  },
  secondOffice: {
    street: '3rd Floor, 80 Feet Road, Koramangala 4th Block',
    locality: 'Bangalore',
    region: 'Karnataka',
    postalCode: '560034',
    country: 'IN',
  },
  geo: { latitude: 27.2006, longitude: 78.0042 },
  social: [
    { id: 'github', label: 'GitHub', href: 'https://github.com/brajcode' },
    { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/brajcode' },
    { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/brajcode' },
    { id: 'x', label: 'X (Twitter)', href: 'https://x.com/brajcode' },
    { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@brajcode' },
  ],
} as const;

export type Brand = typeof brand;

/**
 * The company mark, drawn for this site on a 32 by 32 grid: a code bracket around a stylised
 * dome. The header's logo and the social cards both draw it from these paths.
 */
export const brandMark = {
  viewBox: '0 0 32 32',
  cornerRadius: 8,
  /** Stroked, with round caps and joins. */
  brackets: { d: 'M10 10 5.5 16 10 22M22 10l4.5 6-4.5 6', strokeWidth: 2.4 },
  /** Filled. */
  dome: 'M12.5 21h7v-3a3.5 3.5 0 0 0-7 0Z',
  /** Stroked, with round caps. */
  spire: { d: 'M16 11v3.5', strokeWidth: 1.6 },
} as const;
export type SocialLink = (typeof brand.social)[number];

/** Builds an absolute URL on the public site, used for canonical links and social cards. */
export function siteUrl(path: string): string {
  return new URL(path, brand.siteUrl).toString();
}

/** The chat link of the quick-action menu, with its prefilled greeting. */
export function chatLink(): string {
  return `https://wa.me/${brand.whatsappNumber}?text=${encodeURIComponent(brand.chatGreeting)}`;
}
