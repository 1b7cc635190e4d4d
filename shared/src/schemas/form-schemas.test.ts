import { describe, expect, it } from 'vitest';
import {
  careerApplicationFieldsSchema,
  jobOpeningCodes,
  resumeFileRules,
} from './career-application';
import { contactMessageLimits, contactMessageSchema } from './contact-message';
import { internshipApplicationSchema } from './internship-application';
import { newsletterSubscriptionSchema } from './newsletter-subscription';

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
});
