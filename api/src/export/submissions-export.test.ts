import { describe, expect, it } from 'vitest';
import { formatSubmissions, parseSubmissionKind, toCsv } from './submissions-export';

const contact = {
  id: 1,
  name: 'Priya, "P" Sharma',
  email: 'priya@example.com',
  subject: '=HYPERLINK("http://evil.example")',
  message: 'Line one\nLine two',
  created_at: '2025-01-01T10:00:00.000Z',
};

describe('submission export', () => {
  it('writes RFC 4180 CSV with a header row and quoted cells', () => {
    const csv = formatSubmissions('contact', [contact], 'csv');
    expect(csv).toBe(
      'id,name,email,subject,message,created_at\r\n' +
        '1,"Priya, ""P"" Sharma",priya@example.com,"\'=HYPERLINK(""http://evil.example"")",' +
        '"Line one\nLine two",2025-01-01T10:00:00.000Z\r\n',
    );
  });

  it('neutralises formula cells but leaves phone numbers alone', () => {
    const rows = [{ a: '+919876543210' }, { a: '-12.5' }, { a: '+cmd|calc' }, { a: '@SUM(A1)' }];
    expect(toCsv(['a'], rows)).toBe("a\r\n+919876543210\r\n-12.5\r\n'+cmd|calc\r\n'@SUM(A1)\r\n");
    expect(toCsv(['a'], rows, { protectFormulas: false })).toContain('\r\n+cmd|calc\r\n');
  });

  it('writes JSON as stored', () => {
    expect(JSON.parse(formatSubmissions('contact', [contact], 'json'))).toEqual([contact]);
  });

  it('knows each kind by its name and common aliases', () => {
    expect(parseSubmissionKind('contact')).toBe('contact');
    expect(parseSubmissionKind('Newsletter')).toBe('subscriptions');
    expect(parseSubmissionKind('careers')).toBe('career');
    expect(parseSubmissionKind('orders')).toBeNull();
    expect(parseSubmissionKind('toString')).toBeNull();
  });
});
