import { describe, expect, it } from 'vitest';
import { isEducationCatalogue, isTechCatalogue } from './catalogue';

describe('catalogue shapes', () => {
  it('accepts the catalogues of the contract', () => {
    expect(
      isTechCatalogue({
        services: [{ id: 'web-development', title: 'Web Development', price: '₹9,999' }],
        plans: [
          { id: 'cms', serviceId: 'web-development', title: 'CMS Website', price: '₹9,999+' },
        ],
      }),
    ).toBe(true);
    expect(
      isEducationCatalogue({
        courses: [{ id: 'fs-bootcamp', title: 'Full-Stack Bootcamp', kind: 'course' }],
      }),
    ).toBe(true);
  });

  it('refuses a catalogue of another shape', () => {
    expect(isTechCatalogue({ services: 'every service', plans: [] })).toBe(false);
    expect(isTechCatalogue({ services: [{ id: 1, title: 'x', price: 'y' }], plans: [] })).toBe(
      false,
    );
    expect(isTechCatalogue({ services: [], plans: [], caseStudies: {} })).toBe(false);
    expect(isTechCatalogue(null)).toBe(false);
    expect(isEducationCatalogue({ courses: [null] })).toBe(false);
  });
});
