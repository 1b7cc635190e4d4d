// @vitest-environment node
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathTo } from '../contracts/routes';
import type { PageHead } from '../seo/page-head';
import { cardTitle, socialCardContent, writeSocialCard } from './page-social-cards';

const service: PageHead = {
  title: 'Web Development in Agra, Uttar Pradesh | From ₹9,999 | BrajCode Technologies',
  description: 'Fast, secure business websites. Starting at ₹9,999.',
  path: pathTo('serviceDetail', { id: 'web-development' }),
};
const notFound: PageHead = {
  title: 'Page Not Found | BrajCode Technologies',
  description: 'The page you were looking for does not exist.',
  path: '/404',
  robots: 'noindex, follow',
};
const search: PageHead = {
  ...notFound,
  title: 'Search | BrajCode Technologies',
  path: pathTo('search'),
};

describe('cardTitle', () => {
  it('leaves out the parts that name the brand, which every card shows already', () => {
    expect(cardTitle('About Us | BrajCode Technologies')).toEqual({ headline: 'About Us' });
    expect(cardTitle('Contact Us | BrajCode Technologies, Agra and Bangalore')).toEqual({
      headline: 'Contact Us',
    });
    expect(cardTitle('BrajCode Technologies | IT Services & Coding Academy')).toEqual({
      headline: 'IT Services & Coding Academy',
    });
    expect(cardTitle('Enroll in a Course | BrajCode Academy')).toEqual({
      headline: 'Enroll in a Course',
    });
  });

  it('puts the parts after the first under the headline', () => {
    expect(cardTitle(service.title)).toEqual({
      headline: 'Web Development in Agra, Uttar Pradesh',
      highlight: 'From ₹9,999',
    });
  });

  it('keeps a title that is only the brand, or names it in a sentence', () => {
    expect(cardTitle('BrajCode Technologies')).toEqual({ headline: 'BrajCode Technologies' });
    expect(cardTitle('Careers at BrajCode Technologies, Join Our Team')).toEqual({
      headline: 'Careers at BrajCode Technologies, Join Our Team',
    });
  });
});

describe('socialCardContent', () => {
  it('names the page, its audience and its address', () => {
    expect(socialCardContent(service, 'tech-app')).toEqual({
      headline: 'Web Development in Agra, Uttar Pradesh',
      highlight: 'From ₹9,999',
      description: service.description,
      audience: 'For businesses',
      address: 'brajcode.in/services/web-development',
    });
    expect(socialCardContent({ ...service, path: pathTo('home') }, 'shell')).not.toHaveProperty(
      'audience',
    );
  });

  it('shows the site for pages kept out of search results', () => {
    expect(socialCardContent(notFound, 'shell')).toEqual({
      headline: 'IT services and coding academy in Agra and Bangalore',
      address: 'brajcode.in',
    });
  });
});

describe('writeSocialCard', { timeout: 30_000 }, () => {
  it('writes each card under a name made from its content, equal cards once', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'social-cards-'));
    const card = await writeSocialCard(outDir, service, 'tech-app');
    expect(card).toEqual({
      file: expect.stringMatching(/^social-cards\/services-web-development-[0-9a-f]{8}\.png$/),
      type: 'image/png',
      width: 1200,
      height: 630,
      alt: 'BrajCode Technologies: Web Development in Agra, Uttar Pradesh (From ₹9,999)',
    });
    const png = await readFile(path.join(outDir, card.file));
    expect(png.subarray(1, 4).toString()).toBe('PNG');

    const [siteCard, searchCard] = await Promise.all([
      writeSocialCard(outDir, notFound, 'shell'),
      writeSocialCard(outDir, search, 'shell'),
    ]);
    expect(siteCard.file).toMatch(/^social-cards\/site-[0-9a-f]{8}\.png$/);
    expect(searchCard.file).toBe(siteCard.file);
    expect(await readdir(path.join(outDir, 'social-cards'))).toHaveLength(2);
  });
});
