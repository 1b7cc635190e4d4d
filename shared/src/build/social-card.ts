/**
 * The social card of a page: the 1200 by 630 PNG that link previews show when the page is
 * shared. Build time only (satori lays the card out as SVG, resvg draws it as PNG); nothing here
 * reaches a browser bundle.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { brand, brandMark } from '../brand';

export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;
export const SOCIAL_CARD_TYPE = 'image/png' as const;

/** What one card says. */
export interface SocialCardContent {
  /** The page's name, in large type. */
  headline: string;
  /** A short line under it in the accent colour, e.g. "From ₹9,999". */
  highlight?: string;
  /** One or two lines about the page. */
  description?: string;
  /** Whom the page is for, shown as a badge; absent on pages for everyone. */
  audience?: string;
  /** The page's address as a visitor would type it, e.g. "brajcode.in/pricing". */
  address: string;
}

/** A satori element: the object form of what JSX would make. */
interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: CardChild; [name: string]: unknown };
}
type CardChild = CardNode | string | (CardNode | string | false | undefined)[];

function node(
  type: string,
  style: Record<string, string | number>,
  children?: CardChild,
  props: Record<string, unknown> = {},
): CardNode {
  return { type, props: { ...props, style, ...(children === undefined ? {} : { children }) } };
}

const require = createRequire(import.meta.url);

/**
 * Inter from @fontsource/inter, read from the installed package (nothing is fetched). The
 * "latin" files lack the rupee sign, which the "latin-ext" files have; satori falls back from
 * one family to the next glyph by glyph, so each subset is a family of its own.
 */
const FONT_FAMILIES = ['Inter', 'Inter Extended'] as const;
const FONT_WEIGHTS = [500, 600, 800] as const;

let fonts: Parameters<typeof satori>[1]['fonts'] | undefined;
function cardFonts() {
  // One array for every card: satori keeps the parsed fonts for the array it was given.
  fonts ??= FONT_FAMILIES.flatMap((name, index) =>
    FONT_WEIGHTS.map((weight) => ({
      name,
      weight,
      style: 'normal' as const,
      data: readFileSync(
        require.resolve(
          `@fontsource/inter/files/inter-${index === 0 ? 'latin' : 'latin-ext'}-${weight}-normal.woff`,
        ),
      ),
    })),
  );
  return fonts;
}

/** The colours of one theme in tokens.css (`--name: value;` inside `:root` or `.dark`). */
export function themeColors(css: string, selector: ':root' | '.dark'): Record<string, string> {
  const escaped = selector.replace('.', '\\.');
  const block = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  if (!block) throw new Error(`tokens.css has no ${selector} block`);
  return Object.fromEntries(
    [...block.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value!.trim()]),
  );
}

/**
 * An `oklch(L C H)` token as `#rrggbb`: the card's SVG images (the mark) are drawn by resvg,
 * which reads only sRGB colours. OKLab to linear sRGB as Björn Ottosson defines it, then the
 * sRGB transfer curve.
 */
export function oklchToHex(value: string): string {
  const match = /^oklch\(\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\)$/.exec(value);
  if (!match) throw new Error(`not an oklch(L C H) colour: ${value}`);
  const [lightness, chroma, hue] = match.slice(1).map(Number) as [number, number, number];
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return `#${linear
    .map((channel) => {
      const clamped = Math.min(1, Math.max(0, channel));
      const encoded = clamped <= 0.0031308 ? 12.92 * clamped : 1.055 * clamped ** (1 / 2.4) - 0.055;
      return Math.round(encoded * 255)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
}

/**
 * The card's palette, from the site's design tokens: the dark theme's surfaces and text, with
 * the light theme's deeper primary for the mark and the glow behind the headline.
 */
function cardPalette() {
  const css = readFileSync(new URL('../styles/tokens.css', import.meta.url), 'utf8');
  const light = themeColors(css, ':root');
  const dark = themeColors(css, '.dark');
  const token = (colors: Record<string, string>, name: string) => {
    const value = colors[name];
    if (!value) throw new Error(`tokens.css has no --${name}`);
    return oklchToHex(value);
  };
  return {
    background: token(dark, 'background'),
    surface: token(dark, 'card'),
    border: token(dark, 'border'),
    text: token(dark, 'foreground'),
    mutedText: token(dark, 'muted-foreground'),
    accent: token(dark, 'primary'),
    brand: token(light, 'primary'),
    onBrand: token(light, 'primary-foreground'),
  };
}

let palette: ReturnType<typeof cardPalette> | undefined;

/** The company mark as an SVG data URL, in the given colours. */
function brandMarkImage(fill: string, ink: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${brandMark.viewBox}">` +
    `<rect width="32" height="32" rx="${brandMark.cornerRadius}" fill="${fill}"/>` +
    `<path d="${brandMark.brackets.d}" fill="none" stroke="${ink}" stroke-width="${brandMark.brackets.strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${brandMark.dome}" fill="${ink}"/>` +
    `<path d="${brandMark.spire.d}" stroke="${ink}" stroke-width="${brandMark.spire.strokeWidth}" stroke-linecap="round"/>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The brackets of the mark, drawn large and faint behind the right side of the card. */
function bracketsImage(stroke: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="4 8 24 16">` +
    `<path d="${brandMark.brackets.d}" fill="none" stroke="${stroke}" stroke-width="1.2" stroke-linecap="round" stroke-linejoin="round"/>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function cardTree(content: SocialCardContent): CardNode {
  palette ??= cardPalette();
  const colors = palette;
  const badge =
    content.audience &&
    node(
      'div',
      {
        padding: '10px 24px',
        borderRadius: 999,
        border: `2px solid ${colors.border}`,
        backgroundColor: colors.surface,
        color: colors.accent,
        fontSize: 24,
        fontWeight: 600,
      },
      content.audience,
    );
  return node(
    'div',
    {
      width: SOCIAL_CARD_WIDTH,
      height: SOCIAL_CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      boxSizing: 'border-box',
      padding: '56px 72px 48px 84px',
      backgroundColor: colors.background,
      backgroundImage: `radial-gradient(circle at 100% 0%, ${colors.brand} 0%, ${colors.background} 62%)`,
      color: colors.text,
      fontFamily: FONT_FAMILIES.join(', '),
    },
    [
      // The accent rule down the left edge, and the mark's brackets, large and faint.
      node('div', {
        position: 'absolute',
        left: 0,
        top: 0,
        width: 12,
        height: SOCIAL_CARD_HEIGHT,
        backgroundImage: `linear-gradient(180deg, ${colors.accent}, ${colors.brand})`,
      }),
      node('img', { position: 'absolute', right: 72, top: 236, opacity: 0.18 }, undefined, {
        src: bracketsImage(colors.accent),
        width: 210,
        height: 140,
      }),
      node('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between' }, [
        node('div', { display: 'flex', alignItems: 'center' }, [
          node('img', { borderRadius: 16 }, undefined, {
            src: brandMarkImage(colors.brand, colors.onBrand),
            width: 64,
            height: 64,
          }),
          node(
            'div',
            { marginLeft: 20, fontSize: 34, fontWeight: 800, letterSpacing: '-0.01em' },
            brand.name,
          ),
        ]),
        badge,
      ]),
      node(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          flexGrow: 1,
          justifyContent: 'center',
          maxWidth: 820,
        },
        [
          node(
            'div',
            {
              fontSize: content.headline.length > 60 ? 58 : 68,
              fontWeight: 800,
              lineHeight: 1.12,
              letterSpacing: '-0.02em',
              lineClamp: 3,
            },
            content.headline,
          ),
          content.highlight &&
            node(
              'div',
              { marginTop: 18, fontSize: 34, fontWeight: 600, color: colors.accent },
              content.highlight,
            ),
          content.description &&
            node(
              'div',
              {
                marginTop: 22,
                fontSize: 26,
                fontWeight: 500,
                lineHeight: 1.4,
                color: colors.mutedText,
                lineClamp: 2,
              },
              content.description,
            ),
        ],
      ),
      node(
        'div',
        {
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          paddingTop: 22,
          borderTop: `2px solid ${colors.border}`,
          fontSize: 24,
          fontWeight: 600,
        },
        [
          node('div', { color: colors.accent }, content.address),
          node('div', { color: colors.mutedText }, brand.locationsLabel),
        ],
      ),
    ],
  );
}

/** Draws a card: a PNG of SOCIAL_CARD_WIDTH by SOCIAL_CARD_HEIGHT pixels. */
export async function renderSocialCard(content: SocialCardContent): Promise<Buffer> {
  const svg = await satori(cardTree(content) as Parameters<typeof satori>[0], {
    width: SOCIAL_CARD_WIDTH,
    height: SOCIAL_CARD_HEIGHT,
    fonts: cardFonts(),
  });
  const image = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return image.render().asPng();
}
