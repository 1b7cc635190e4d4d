import AU from 'country-flag-icons/react/3x2/AU';
import CA from 'country-flag-icons/react/3x2/CA';
import GB from 'country-flag-icons/react/3x2/GB';
import IN from 'country-flag-icons/react/3x2/IN';
import US from 'country-flag-icons/react/3x2/US';
import type { PhoneCountryCode } from '../data/phone-countries';

/**
 * The flags of the phone countries, as SVG (country-flag-icons, 3:2): emoji flags are empty
 * boxes wherever the system has no emoji font, as on many Windows and Linux desktops. Each flag
 * is imported by name, so the bundle holds these five only.
 */
const flags = { AU, CA, GB, IN, US } satisfies Record<PhoneCountryCode, unknown>;

/**
 * Sized by inline style, not utility classes: the select's options render in a portal outside
 * the remote's styled region, where tech-app's own utilities do not reach.
 */
const flagStyle = {
  display: 'inline-block',
  flexShrink: 0,
  width: '1.3125rem',
  height: '0.875rem',
  verticalAlign: '-0.125em',
  borderRadius: '2px',
  boxShadow: '0 0 0 1px rgb(0 0 0 / 0.15)',
} as const;

export function CountryFlag({ code }: { code: PhoneCountryCode }) {
  const Flag = flags[code];
  return <Flag aria-hidden="true" data-flag={code} style={flagStyle} />;
}
