import { describe, expect, it } from 'vitest';
import {
  careerApplicationFieldsSchema,
  jobOpeningCodes,
  resumeFileRules,
} from './career-application';
import { contactFormSchema, contactMessageSchema } from './contact-message';
import { contactMessageLimits } from './field-limits';
import { internshipApplicationSchema } from './internship-application';
import {
  footerNewsletterFormSchema,
  newsletterFormSchema,
  newsletterSubscriptionSchema,
} from './newsletter-subscription';
import { enrollmentFormSchema } from './enrollment';
import { z } from '../lib/zod';

describe('form schemas shared by the site and the API', () => {
  it('lists the five job openings in page order', () => {
    expect(jobOpeningCodes).toEqual([
      'web_dev',
      'full_stack',
      'backend',
      'marketing',
      'lead_scraper_dev',
    ]);
  });

  it('trims text and lets the contact subject be left out', () => {
    expect(
      contactMessageSchema.parse({ name: ' Priya ', email: ' p@example.com ', message: ' Hi ' }),
    ).toEqual({ name: 'Priya', email: 'p@example.com', subject: '', message: 'Hi' });
  });

  it('enforces the exported limits', () => {
    const base = { name: 'n', email: 'e@example.com', message: 'm' };
    const tooLong = 'x'.repeat(contactMessageLimits.message + 1);
    expect(contactMessageSchema.safeParse({ ...base, message: tooLong }).success).toBe(false);
    expect(resumeFileRules.maxBytes).toBe(5 * 1024 * 1024);
    expect(resumeFileRules.accept).toBe('.pdf,.doc,.docx');
  });

  it('counts a line break sent as CR LF as one character, as the field counts it, and keeps it as LF', () => {
    const base = { name: 'n', email: 'e@example.com' };
    const lines = 'x\r\n'.repeat(contactMessageLimits.message / 2 - 1) + 'xx';
    expect(lines.replace(/\r\n/g, '\n')).toHaveLength(contactMessageLimits.message);
    const parsed = contactMessageSchema.parse({ ...base, subject: 'a\rb', message: lines });
    expect(parsed.message).toBe(lines.replace(/\r\n/g, '\n'));
    expect(parsed.subject).toBe('a\nb');
    expect(contactMessageSchema.safeParse({ ...base, message: `${lines}x` }).success).toBe(false);
  });

  it('requires an http(s) URL for internships and allows none for careers', () => {
    const internship = {
      name: 'A',
      email: 'a@example.com',
      phone: '+919876543210',
      linkedin_url: 'javascript:alert(1)',
      message: 'm',
    };
    expect(internshipApplicationSchema.safeParse(internship).success).toBe(false);
    const career = careerApplicationFieldsSchema.parse({
      position: 'marketing',
      full_name: 'A',
      email: 'a@example.com',
      phone: '+919876543210',
      cover_letter: 'c',
    });
    expect(career.linkedin_url).toBe('');
  });

  it('checks email addresses', () => {
    expect(newsletterSubscriptionSchema.safeParse({ email: 'a@b' }).success).toBe(false);
    expect(newsletterSubscriptionSchema.safeParse({ email: 'a@b.in' }).success).toBe(true);
  });

  it.each([
    'a!b@example.com',
    "o'brien+news@example.co.in",
    'first.last@mail-server.example.org',
    'x#y{z}~@example.io',
    'A@EXAMPLE.COM',
  ])("takes %s, as Django's EmailValidator does", (email) => {
    expect(newsletterSubscriptionSchema.safeParse({ email }).success).toBe(true);
  });

  it.each([
    'a..b@example.com',
    '.a@example.com',
    'a.@example.com',
    'a b@example.com',
    'a@ex_ample.com',
    'a@-example.com',
    'a@example-.com',
    'a@example.c',
    'a@example.c0m',
    'é@example.com',
    'a@@example.com',
  ])('refuses %s', (email) => {
    expect(newsletterSubscriptionSchema.safeParse({ email }).success).toBe(false);
  });
});

describe('what the forms check before sending', () => {
  it('asks the contact forms for presence and a well-formed email, the subject where required', () => {
    const filled = { name: ' Priya ', email: 'p@example.in', subject: '', message: 'Hi' };
    expect(contactFormSchema({ subjectRequired: false }).safeParse(filled).success).toBe(true);
    const issues = contactFormSchema({ subjectRequired: true }).safeParse({
      name: '  ',
      email: 'p@example',
      subject: ' ',
      message: '',
    }).error?.issues;
    expect(issues?.map((issue) => [issue.path[0], issue.code])).toEqual([
      ['name', 'too_small'],
      ['email', 'invalid_format'],
      ['subject', 'too_small'],
      ['message', 'too_small'],
    ]);
  });

  it('leaves lengths to the fields and the API', () => {
    const long = 'x'.repeat(contactMessageLimits.name + 1);
    const form = contactFormSchema({ subjectRequired: true });
    const message = { name: long, email: 'p@example.in', subject: 's', message: 'm' };
    expect(form.safeParse(message).success).toBe(true);
    expect(contactMessageSchema.safeParse(message).success).toBe(false);
  });

  it('asks the newsletter form only for an email, whatever its form', () => {
    expect(newsletterFormSchema.safeParse({ email: '  ' }).success).toBe(false);
    expect(newsletterFormSchema.safeParse({ email: 'a@b' }).success).toBe(true);
  });

  it('lets the footer newsletter and the enrollment form through as typed: nothing is checked', () => {
    expect(footerNewsletterFormSchema.safeParse({ email: '' }).success).toBe(true);
    expect(footerNewsletterFormSchema.safeParse({ email: 'not an email' }).success).toBe(true);
    const enrollment = { course: 'fs-bootcamp', name: ' ', email: 'x', phone: '12' };
    expect(enrollmentFormSchema.parse(enrollment)).toEqual(enrollment);
  });
});

describe('zod under the Content-Security-Policy', () => {
  it('parses without compiling code at run time', () => {
    expect(z.config().jitless).toBe(true);
    const RealFunction = globalThis.Function;
    globalThis.Function = new Proxy(RealFunction, {
      construct() {
        throw new EvalError('Refused to evaluate a string as JavaScript');
      },
    });
    try {
      expect(
        contactMessageSchema.parse({ name: 'A', email: 'a@example.in', message: 'Hi' }),
      ).toEqual({ name: 'A', email: 'a@example.in', subject: '', message: 'Hi' });
    } finally {
      globalThis.Function = RealFunction;
    }
  });
});
