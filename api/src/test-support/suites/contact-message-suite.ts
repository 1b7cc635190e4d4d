import { describe, expect, it } from 'vitest';
import { contactMessageLimits } from '@site/shared/schemas/field-limits';
import { postJson, uniqueEmail, without } from '../test-app';
import type { ApiTestContext } from './api-test-context';

const url = '/api/contact/';

function validMessage(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Priya Sharma',
    email: uniqueEmail('contact'),
    subject: 'Website for my bakery',
    message: 'Could you build an online ordering site for us?',
    ...overrides,
  };
}

const hostileStrings = {
  name: "Robert'); DROP TABLE contact_messages;--",
  subject: '<script>alert("x")</script>',
  message: `' OR '1'='1'; -- \n<img src=x onerror=alert(1)>\nNUL-free text with ünïcødé ✓ and "quotes" and \\backslashes\\`,
};

export function describeContactMessages(context: ApiTestContext): void {
  describe('POST /api/contact/', () => {
    it('stores the message and answers 201 with it', async () => {
      const message = validMessage();
      const response = await postJson(context.app, url, message);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({ id: expect.any(Number), ...message, created_at: expect.any(String) });
      expect(await context.database.listSubmissions('contact')).toContainEqual(body);
    });

    it('accepts a missing or blank subject (the popup sends it optionally)', async () => {
      const withoutSubject = without(validMessage(), 'subject');
      const missing = await postJson(context.app, url, withoutSubject);
      expect(missing.statusCode).toBe(201);
      expect(missing.json().subject).toBe('');
      const blank = await postJson(context.app, url, validMessage({ subject: '   ' }));
      expect(blank.statusCode).toBe(201);
      expect(blank.json().subject).toBe('');
    });

    it('answers every missing required field at once', async () => {
      const response = await postJson(context.app, url, {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        name: ['This field is required.'],
        email: ['This field is required.'],
        message: ['This field is required.'],
      });
    });

    it('answers blank strings with "may not be blank"', async () => {
      const response = await postJson(context.app, url, {
        name: ' ',
        email: '',
        subject: '',
        message: '\n\t',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        name: ['This field may not be blank.'],
        email: ['This field may not be blank.'],
        message: ['This field may not be blank.'],
      });
    });

    it('answers wrong types field by field', async () => {
      const response = await postJson(context.app, url, {
        name: 12,
        email: true,
        subject: { text: 'x' },
        message: null,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        name: ['Not a valid string.'],
        email: ['Not a valid string.'],
        subject: ['Not a valid string.'],
        message: ['This field may not be null.'],
      });
    });

    it.each(Object.entries(contactMessageLimits))(
      'limits %s to %i characters',
      async (field, limit) => {
        const fill = (length: number) =>
          field === 'email' ? `${'a'.repeat(length - 12)}@example.com` : 'x'.repeat(length);
        const atLimit = await postJson(context.app, url, validMessage({ [field]: fill(limit) }));
        expect(atLimit.statusCode).toBe(201);
        const over = await postJson(context.app, url, validMessage({ [field]: fill(limit + 1) }));
        expect(over.statusCode).toBe(400);
        expect(over.json()[field]).toContain(
          `Ensure this field has no more than ${limit} characters.`,
        );
      },
    );

    it('stores SQL-injection and script strings verbatim and returns them as JSON', async () => {
      const message = validMessage(hostileStrings);
      const response = await postJson(context.app, url, message);
      expect(response.statusCode).toBe(201);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json();
      expect(body).toMatchObject(message);
      const stored = (await context.database.listSubmissions('contact')).find(
        (row) => row.id === body.id,
      );
      expect(stored).toMatchObject(message);
      expect(await context.database.countSubmissions('contact')).toBeGreaterThan(0);
    });

    it('refuses null characters, which PostgreSQL text cannot hold', async () => {
      const response = await postJson(context.app, url, validMessage({ message: 'a\u0000b' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: ['Null characters are not allowed.'] });
    });

    it('ignores fields it does not know', async () => {
      const response = await postJson(context.app, url, validMessage({ id: 999_999, admin: true }));
      expect(response.statusCode).toBe(201);
      expect(response.json().id).not.toBe(999_999);
      expect(response.json()).not.toHaveProperty('admin');
    });

    it('answers malformed JSON with a 400 JSON parse error, never a 500', async () => {
      for (const payload of ['{"name": ', '{name: "x"}', "{'a': 1}", '{"a":1,}']) {
        const response = await context.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode, payload).toBe(400);
        expect(response.json().detail).toMatch(/^JSON parse error - /);
      }
    });

    it('reads an empty JSON body as no data', async () => {
      const response = await context.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().name).toEqual(['This field is required.']);
    });

    it('refuses a body that is not a JSON object', async () => {
      for (const [payload, kind] of [
        ['[1, 2]', 'list'],
        ['"text"', 'str'],
        ['7', 'int'],
      ] as const) {
        const response = await context.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          non_field_errors: [`Invalid data. Expected a dictionary, but got ${kind}.`],
        });
      }
    });

    it('answers 415 to other media types', async () => {
      const plain = await context.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'text/plain' },
        payload: 'name=x',
      });
      expect(plain.statusCode).toBe(415);
      expect(plain.body).toBe('{"detail":"Unsupported media type \\"text/plain\\" in request."}');
      const form = await context.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=x',
      });
      expect(form.statusCode).toBe(415);
      expect(form.json()).toEqual({
        detail: 'Unsupported media type "application/x-www-form-urlencoded" in request.',
      });
    });

    it('answers 413 to a 10 MB body without storing anything', async () => {
      const before = await context.database.countSubmissions('contact');
      const response = await postJson(
        context.app,
        url,
        validMessage({ message: 'x'.repeat(10 * 1024 * 1024) }),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        detail: 'Request body is too large. The limit is 64 KiB.',
      });
      expect(await context.database.countSubmissions('contact')).toBe(before);
    });
  });
}
