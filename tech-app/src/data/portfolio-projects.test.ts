import { describe, expect, it } from 'vitest';
import { findPortfolioProject, portfolioProjects } from './portfolio-projects';

describe('findPortfolioProject', () => {
  it('finds each case study by its id, as written in the spec', () => {
    expect(portfolioProjects.map((project) => project.id)).toEqual(['s2lib', 'UTS', 'corporate']);
    for (const project of portfolioProjects) {
      expect(findPortfolioProject(project.id)).toBe(project);
    }
  });

  it('matches ids exactly, as the composed pages are named: another case finds nothing', () => {
    expect(findPortfolioProject('uts')).toBeUndefined();
    expect(findPortfolioProject('S2LIB')).toBeUndefined();
    expect(findPortfolioProject(undefined)).toBeUndefined();
  });
});
