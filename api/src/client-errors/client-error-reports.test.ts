import { describe, expect, it } from 'vitest';
import { pathTo } from '@site/shared/contracts/routes';
import { normaliseClientErrorReports, pathOnly, redactMessage } from './client-error-reports';

describe('client error report clean-up', () => {
  it('redacts emails, long digit runs and URL queries; drops control characters', () => {
    expect(
      redactMessage('Order 1234567 for a.b+c@mail.example.org\u0007 at https://x.example/p?q=1#f'),
    ).toBe('Order [number] for [email]  at https://x.example/p');
    // Every address the forms accept, its local part's symbols included.
    expect(redactMessage("Sent by x#y{z}~@example.io and o'brien!news@example.in.")).toBe(
      'Sent by [email] and [email].',
    );
    // Short numbers (status codes, counts) are not personal and stay.
    expect(redactMessage('HTTP 503 after 3 tries')).toBe('HTTP 503 after 3 tries');
  });

  it('keeps only the path of a route or URL', () => {
    expect(pathOnly(`${pathTo('careers')}?position=backend#apply`)).toBe(pathTo('careers'));
    expect(pathOnly(`https://site.example${pathTo('contact')}?email=me@example.com`)).toBe(
      pathTo('contact'),
    );
    expect(pathOnly('')).toBe('');
  });

  it('keeps a plausible timestamp only, and at most 20 reports', () => {
    const now = Date.parse('2025-06-01T12:00:00Z');
    const reports = normaliseClientErrorReports(
      Array.from({ length: 25 }, (_, index) => ({
        kind: 'caught',
        app: 'shell',
        message: `error ${index}`,
        timestamp: index === 0 ? now - 1_000 : index === 1 ? now + 86_400_000 : 'not a date',
      })),
      { app: 'shell', buildVersion: '', now },
    );
    expect(reports).toHaveLength(20);
    expect(reports[0]!.occurred_at).toBe('2025-06-01T11:59:59.000Z');
    expect(reports[1]!.occurred_at).toBeNull();
    expect(reports[2]!.occurred_at).toBeNull();
  });
});
