/**
 * Which social card each page gets, and where its build keeps it. Each app's build draws the
 * cards of its own pages into its build folder (`social-cards/<page>-<hash>.png`, named by
 * content like every other hashed file), and its render manifest names each page's card; the
 * composition links it from the page's head with the app's own address (compose.mjs).
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brand, siteUrl } from '../brand';
import type { SocialCardFile } from '../contracts/render-manifest';
import { pathTo, type AppName } from '../contracts/routes';
import type { PageHead } from '../seo/page-head';
import {
  SOCIAL_CARD_HEIGHT,
  SOCIAL_CARD_TYPE,
  SOCIAL_CARD_WIDTH,
  renderSocialCard,
  type SocialCardContent,
} from './social-card';

/** The folder of the build that holds the cards. */
export const SOCIAL_CARD_FOLDER = 'social-cards';

const audienceOf: Record<AppName, string | undefined> = {
  shell: undefined,
  'tech-app': 'For businesses',
  'education-app': 'For learners',
};

/** The page's address without the scheme and "www.", as printed on the card. */
function printedAddress(pagePath: string): string {
  const url = new URL(siteUrl(pagePath));
  const host = url.host.replace(/^www\./, '');
  return url.pathname === pathTo('home') ? host : `${host}${url.pathname}`;
}

/**
 * The title split for the card: the brand is on every card already, so the title's parts that
 * name it go ("About Us | BrajCode Technologies" -> "About Us"); the first part left is the
 * headline and the others the line under it ("From ₹9,999").
 */
export function cardTitle(title: string): { headline: string; highlight?: string } {
  const parts = title.split(' | ').map((part) => part.trim());
  const own = parts.filter(
    (part) => !part.startsWith(brand.name) && !part.startsWith(brand.academyName),
  );
  const [headline = title, ...rest] = own.length > 0 ? own : parts;
  return rest.length > 0 ? { headline, highlight: rest.join(' · ') } : { headline };
}

/**
 * A page kept out of search results (the not-found and search pages) is shared as the site
 * itself: a link to it shows the site's card, not "Page Not Found". So is a page with no
 * address of its own (a section's not-found page).
 */
function sharedAsSite(head: PageHead): boolean {
  return head.robots?.includes('noindex') ?? false;
}

/** What a page's card says. */
export function socialCardContent(head: PageHead, owner: AppName): SocialCardContent {
  if (sharedAsSite(head) || head.path === undefined) {
    return { headline: brand.tagline, address: printedAddress(pathTo('home')) };
  }
  const audience = audienceOf[owner];
  return {
    ...cardTitle(head.title),
    description: head.description,
    ...(audience ? { audience } : {}),
    address: printedAddress(head.path),
  };
}

/** The card's text alternative, for og:image:alt and twitter:image:alt. */
export function socialCardAlt(content: SocialCardContent): string {
  const highlight = content.highlight ? ` (${content.highlight})` : '';
  return `${brand.name}: ${content.headline}${highlight}`;
}

/** "/" -> "home", "/services/web-development" -> "services-web-development". */
function fileStem(pagePath: string): string {
  const stem = pagePath
    .replace(/^\/+|\/+$/g, '')
    .replace(/[^\w-]+/g, '-')
    .toLowerCase();
  return stem || 'home';
}

/**
 * Draws the card of one page into the build folder and describes it for the manifest. Equal
 * cards (the site card of several pages) are one file.
 */
export async function writeSocialCard(
  outDir: string,
  head: PageHead,
  owner: AppName,
): Promise<SocialCardFile> {
  const content = socialCardContent(head, owner);
  const png = await renderSocialCard(content);
  const hash = createHash('sha256').update(png).digest('hex').slice(0, 8);
  const stem = sharedAsSite(head) || head.path === undefined ? 'site' : fileStem(head.path);
  const file = `${SOCIAL_CARD_FOLDER}/${stem}-${hash}.png`;
  await mkdir(path.join(outDir, SOCIAL_CARD_FOLDER), { recursive: true });
  await writeFile(path.join(outDir, file), png);
  return {
    file,
    type: SOCIAL_CARD_TYPE,
    width: SOCIAL_CARD_WIDTH,
    height: SOCIAL_CARD_HEIGHT,
    alt: socialCardAlt(content),
  };
}
