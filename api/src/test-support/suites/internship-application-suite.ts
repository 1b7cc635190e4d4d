import { describe, expect, it } from 'vitest';
import { postJson, uniqueEmail } from '../test-app';
import type { ApiTestContext } from './api-test-context';

const url = '/api/internship/';

function validApplication(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Rahul Verma',
    email: uniqueEmail('intern'),
    phone: '+91 98765 43210',
    linkedin_url: 'https://www.linkedin.com/in/rahul-verma',
    message: 'I want to learn full-stack development on real projects.',
    ...overrides,
  };
}

export function describeInternshipApplications(context: ApiTestContext): void {
  describe('POST /api/internship/', () => {
    it('stores the application and answers 201 with it', async () => {
      const application = validApplication();
      const response = await postJson(context.app, url, application);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        id: expect.any(Number),
        ...application,
        phone: '+919876543210',
        created_at: expect.any(String),
      });
      expect(await context.database.listSubmissions('internship')).toContainEqual(body);
    });

    it('requires every field', async () => {
      const response = await postJson(context.app, url, {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        name: ['This field is required.'],
        email: ['This field is required.'],
        phone: ['This field is required.'],
        linkedin_url: ['This field is required.'],
        message: ['This field is required.'],
      });
    });

    it('refuses blank fields, a bad email and a non-http URL', async () => {
      const response = await postJson(
        context.app,
        url,
        validApplication({
          name: '',
          email: 'rahul@',
          phone: ' ',
          linkedin_url: 'javascript:alert(1)',
          message: '',
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        name: ['This field may not be blank.'],
        email: ['Enter a valid email address.'],
        phone: ['This field may not be blank.'],
        linkedin_url: ['Enter a valid URL.'],
        message: ['This field may not be blank.'],
      });
    });

    it.each(['abc', '+1', '0000000000', '+91 55555 55555', '98765'])(
      'refuses the phone "%s" as the careers form does',
      async (phone) => {
        const response = await postJson(context.app, url, validApplication({ phone }));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ phone: ['Enter a valid phone number.'] });
      },
    );

    it('stores the phone in E.164, reading a number without a country code as Indian and keeping an extension', async () => {
      for (const [phone, e164] of [
        ['09876543210', '+919876543210'],
        ['+44 7911 123456', '+447911123456'],
        ['+1 201 555 0123 ext. 55', '+12015550123;ext=55'],
      ]) {
        const response = await postJson(context.app, url, validApplication({ phone }));
        expect(response.statusCode).toBe(201);
        expect(response.json().phone).toBe(e164);
      }
    });

    it('lists a bad phone with the other field errors', async () => {
      const response = await postJson(
        context.app,
        url,
        validApplication({ phone: 'abc', name: '' }),
      );
      expect(response.json()).toEqual({
        name: ['This field may not be blank.'],
        phone: ['Enter a valid phone number.'],
      });
    });

    it("refuses a lone surrogate with DRF's message, storing nothing", async () => {
      const before = await context.database.countSubmissions('internship');
      const response = await context.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        // Written as JSON escapes: "Bad\ud800Name" and a lone low half.
        payload: JSON.stringify(validApplication())
          .replace('"Rahul Verma"', '"Bad\\ud800Name"')
          .replace('"I want', '"\\udc01 I want'),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        name: ['Surrogate characters are not allowed: U+D800.'],
        message: ['Surrogate characters are not allowed: U+DC01.'],
      });
      expect(await context.database.countSubmissions('internship')).toBe(before);
    });

    it.each(['linkedin.com/in/x', 'ftp://example.com/me', 'https://', 'data:text/html,hi'])(
      'refuses the URL %s',
      async (linkedin_url) => {
        const response = await postJson(context.app, url, validApplication({ linkedin_url }));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ linkedin_url: ['Enter a valid URL.'] });
      },
    );

    it('answers 415 to a multipart body', async () => {
      const response = await context.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x--\r\n',
      });
      expect(response.statusCode).toBe(415);
    });
  });
}
