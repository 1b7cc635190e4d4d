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
