import { describe, expect, it } from 'vitest';
import {
  audienceOfPath,
  fillPath,
  isNotFoundPath,
  matchesPattern,
  notFoundPageAnswers,
  pathTo,
  routeList,
  routesOwnedBy,
  sectionNotFoundPath,
  siteRoutes,
  sitePages,
} from './routes';

describe('the route table', () => {
  it('gives every page one path, and every owned module one route', () => {
    const paths = routeList.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const owner of ['shell', 'tech-app', 'education-app'] as const) {
      const modules = routesOwnedBy(owner).map((route) => route.module);
      expect(new Set(modules).size).toBe(modules.length);
    }
  });

  it('lists the pages a visitor can look for, in order, with their other names', () => {
    expect(sitePages.map((page) => `${page.label} ${page.to}`)).toEqual([
      'Home /',
      'Services /services',
      'Pricing /pricing',
      'Portfolio /portfolio',
      'Careers /careers',
      'About /about',
      'Contact /contact',
      'Education /education',
      'Courses /education',
      'Cohort /cohort',
      'Internships /cohort',
      'Coding /coding',
      'Enroll Now /enroll',
      'Apply for Internship /apply-internship',
      'Privacy Policy /privacy-policy',
      'Terms of Service /terms-of-service',
      'Refund Policy /refund-policy',
    ]);
  });
});

describe('pathTo', () => {
  it('writes the address of a page, with its parameters encoded', () => {
    expect(pathTo('contact')).toBe('/contact');
    expect(pathTo('serviceDetail', { id: 'web-development' })).toBe('/services/web-development');
    expect(pathTo('portfolioDetail', { id: 'a b/c' })).toBe('/portfolio/a%20b%2Fc');
  });

  it('refuses a pattern without its parameter', () => {
    expect(() => fillPath('/services/:id', {})).toThrow(/needs the parameter "id"/);
  });
});

describe('matchesPattern', () => {
  it('matches fixed paths and parameters, not longer or shorter paths', () => {
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/services/:id', '/services/seo-optimization')).toBe(true);
    expect(matchesPattern('/services/:id', '/services')).toBe(false);
    expect(matchesPattern('/services', '/services/')).toBe(true);
    expect(matchesPattern('/services', '/services/x/y')).toBe(false);
  });
});

describe('audienceOfPath', () => {
  it("is education on a learner's page and tech everywhere else", () => {
    for (const path of ['/education', '/cohort', '/coding', '/enroll', '/apply-internship']) {
      expect(audienceOfPath(path)).toBe('education');
    }
    for (const path of ['/', '/pricing', '/services/web-development', '/about', '/nowhere']) {
      expect(audienceOfPath(path)).toBe('tech');
    }
  });
});

describe('not-found pages', () => {
  it('gives a route ending in its parameter a section not-found page, and no other route', () => {
    expect(sectionNotFoundPath(siteRoutes.serviceDetail.path)).toBe('/services/*');
    expect(sectionNotFoundPath(siteRoutes.portfolioDetail.path)).toBe('/portfolio/*');
    expect(() => sectionNotFoundPath(siteRoutes.pricing.path)).toThrow(/ending in its parameter/);
    expect(isNotFoundPath('/services/*')).toBe(true);
    expect(isNotFoundPath('*')).toBe(true);
    expect(isNotFoundPath(pathTo('services'))).toBe(false);
  });

  it("answers where a visitor lands on it: a section's right under it, the site's elsewhere", () => {
    const unknownService = pathTo('serviceDetail', { id: 'quantum-teleportation' });
    expect(notFoundPageAnswers('/services/*', unknownService)).toBe(true);
    expect(notFoundPageAnswers('/services/*', pathTo('services'))).toBe(false);
    expect(notFoundPageAnswers('/services/*', `${unknownService}/more`)).toBe(false);
    expect(notFoundPageAnswers('/services/*', '/portfolio/x')).toBe(false);
    expect(notFoundPageAnswers('*', '/no-such-page')).toBe(true);
    expect(notFoundPageAnswers('*', unknownService)).toBe(false);
  });
});
