// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  SOCIAL_CARD_HEIGHT,
  SOCIAL_CARD_WIDTH,
  oklchToHex,
  renderSocialCard,
  themeColors,
} from './social-card';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The size a PNG declares in its IHDR chunk, which must come first. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const pricing = {
  headline: 'Pricing',
  highlight: 'Website, App, SEO & Cloud Plans from ₹4,999',
  description: 'Clear starting prices in INR: CMS websites from ₹9,999.',
  audience: 'For businesses',
  address: 'brajcode.in/pricing',
};

// The first card loads the layout engine and parses the fonts: about a second, more on a busy
// machine.
describe('renderSocialCard', { timeout: 30_000 }, () => {
  it('draws a 1200 by 630 PNG', async () => {
    const png = await renderSocialCard(pricing);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect([SOCIAL_CARD_WIDTH, SOCIAL_CARD_HEIGHT]).toEqual([1200, 630]);
  });

  it('draws the same bytes for the same card, and other bytes for another', async () => {
    const [first, second, other] = await Promise.all([
      renderSocialCard(pricing),
      renderSocialCard({ ...pricing }),
      renderSocialCard({ ...pricing, headline: 'Careers' }),
    ]);
    expect(first.equals(second)).toBe(true);
    expect(first.equals(other)).toBe(false);
  });

  it('keeps a headline too long for three lines within the card', async () => {
    const png = await renderSocialCard({
      headline: 'A very long page title '.repeat(8),
      address: 'brajcode.in',
    });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });
});

describe('the design tokens on the card', () => {
  it('reads each theme of tokens.css', () => {
    const css =
      ':root {\n  --primary: oklch(0.47 0.2 266);\n}\n.dark {\n  --primary: oklch(0.75 0.13 266);\n}';
    expect(themeColors(css, ':root')).toEqual({ primary: 'oklch(0.47 0.2 266)' });
    expect(themeColors(css, '.dark')).toEqual({ primary: 'oklch(0.75 0.13 266)' });
  });

  it('turns oklch colours into sRGB hex', () => {
    expect(oklchToHex('oklch(1 0 0)')).toBe('#ffffff');
    expect(oklchToHex('oklch(0 0 0)')).toBe('#000000');
    expect(oklchToHex('oklch(0.628 0.2577 29.23)')).toBe('#ff0000');
    expect(() => oklchToHex('#4338ca')).toThrow(/oklch/);
  });
});
