/** Sends one plain-text email to the configured inbox. */
export interface Mailer {
  send(mail: { subject: string; text: string }): Promise<void>;
  close?(): void | Promise<void>;
}
