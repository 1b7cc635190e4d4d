import { describe, expect, it } from 'vitest';
import { postJson, uniqueEmail } from '../test-app';
import type { ApiTestContext } from './api-test-context';

const url = '/api/subscribe/';

export function describeNewsletterSubscriptions(context: ApiTestContext): void {
  describe('POST /api/subscribe/', () => {
    it('stores a subscription and answers 201 with it', async () => {
      const email = uniqueEmail('reader');
      const response = await postJson(context.app, url, { email });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({ id: expect.any(Number), email, created_at: expect.any(String) });
      expect(Number.isNaN(Date.parse(body.created_at))).toBe(false);
      const stored = await context.database.listSubmissions('subscriptions');
      expect(stored).toContainEqual(body);
    });

    it('trims the address before storing it', async () => {
      const email = uniqueEmail('spaces');
      const response = await postJson(context.app, url, { email: `  ${email}\t` });
      expect(response.statusCode).toBe(201);
      expect(response.json().email).toBe(email);
    });

    it.each([
      ['missing', {}, 'This field is required.'],
      ['null', { email: null }, 'This field may not be null.'],
      ['blank', { email: '' }, 'This field may not be blank.'],
      ['whitespace only', { email: '   ' }, 'This field may not be blank.'],
      ['not an address', { email: 'not-an-email' }, 'Enter a valid email address.'],
      [
        'without a top-level domain',
        { email: 'someone@localhost' },
        'Enter a valid email address.',
      ],
      ['with a space inside', { email: 'some one@example.com' }, 'Enter a valid email address.'],
      ['a number', { email: 42 }, 'Not a valid string.'],
      ['a list', { email: ['a@example.com'] }, 'Not a valid string.'],
    ])('answers 400 {"email": [...]} when the email is %s', async (_case, body, message) => {
      const response = await postJson(context.app, url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ email: [message] });
    });

    it('refuses an address longer than 254 characters', async () => {
      const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
      expect(email.length).toBeGreaterThan(254);
      const response = await postJson(context.app, url, { email });
      expect(response.statusCode).toBe(400);
      expect(response.json().email).toContain('Ensure this field has no more than 254 characters.');
    });

    it('refuses an address already subscribed, whatever its letter case', async () => {
      const email = uniqueEmail('Twice');
      expect((await postJson(context.app, url, { email })).statusCode).toBe(201);
      for (const again of [email, email.toUpperCase(), ` ${email.toLowerCase()} `]) {
        const response = await postJson(context.app, url, { email: again });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ email: ['This email is already subscribed.'] });
      }
      const stored = await context.database.listSubmissions('subscriptions');
      expect(stored.filter((row) => row.email.toLowerCase() === email.toLowerCase())).toHaveLength(
        1,
      );
    });

    it('stores an address with SQL metacharacters verbatim', async () => {
      const email = `o'brien+${Date.now()}@example.com`;
      const response = await postJson(context.app, url, { email });
      expect(response.statusCode).toBe(201);
      expect(response.json().email).toBe(email);
    });

    it('answers concurrent duplicates with one 201 and 400s, never a 500', async () => {
      const email = uniqueEmail('race');
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => postJson(context.app, url, { email })),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([201, 400, 400, 400, 400]);
    });
  });
}
