import { describe, expect, it } from 'vitest';
import { NetworkError } from '@site/shared';
import {
  ContactSubmissionError,
  contactErrorMessage,
  contactFailureDescription,
} from './send-contact-message';

describe('contactErrorMessage', () => {
  it('prefers the message field, then DRF detail, then the first field error', () => {
    expect(contactErrorMessage({ message: 'Mailbox full', detail: 'x' })).toBe('Mailbox full');
    expect(contactErrorMessage({ detail: 'Request was throttled.' })).toBe(
      'Request was throttled.',
    );
    expect(contactErrorMessage({ email: ['Enter a valid email address.'] })).toBe(
      'Enter a valid email address.',
    );
  });

  it('finds nothing in bodies without a readable reason', () => {
    expect(contactErrorMessage(null)).toBeUndefined();
    expect(contactErrorMessage({ message: '' })).toBeUndefined();
    expect(contactErrorMessage({ email: [] })).toBeUndefined();
  });
});

describe('contactFailureDescription', () => {
  it('shows the reason of a refused submission and asks to retry after a network failure', () => {
    expect(contactFailureDescription(new ContactSubmissionError('Submission failed'))).toBe(
      'Submission failed',
    );
    expect(contactFailureDescription(new NetworkError('Failed to fetch'))).toBe(
      'Please try again later.',
    );
    expect(contactFailureDescription(new Error(''))).toBe('Please try again later.');
  });
});
