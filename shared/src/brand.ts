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
export type SocialLink = (typeof brand.social)[number];

/** Builds an absolute URL on the public site, used for canonical links and social cards. */
export function siteUrl(path: string): string {
  return new URL(path, brand.siteUrl).toString();
}

/** The chat link of the quick-action menu, with its prefilled greeting. */
export function chatLink(): string {
  return `https://wa.me/${brand.whatsappNumber}?text=${encodeURIComponent(brand.chatGreeting)}`;
}
