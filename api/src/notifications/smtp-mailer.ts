import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

export interface SmtpMailerOptions {
  /** e.g. smtp://user:pass@mail.example.com:587 or smtps://...:465 */
  url: string;
  to: string;
  from: string;
}

/** A Mailer over SMTP (nodemailer), with short timeouts so a dead server is noticed quickly. */
export function createSmtpMailer({ url, to, from }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send({ subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
    close() {
      transport.close();
    },
  };
}
