import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

/** One mail to one address, in `language`: the subject and the same words as plain text and as HTML. */
export interface Mail {
  to: string;
  language: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends the mail; resolves with the message id the SMTP server accepted it under. */
  send(mail: Mail): Promise<string>;
  /** Checks the SMTP server answers and accepts the credentials (start-up). */
  verify(): Promise<void>;
  close(): void;
}

/** Sends through the SMTP server of SMTP_URL (nodemailer), from MAIL_FROM; null when SMTP_URL is not set. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Mailer | null {
  if (!config.smtpUrl) return null;
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send({ language, ...mail }) {
      const info = await transport.sendMail({
        from: config.mailFrom,
        headers: { 'Content-Language': language },
        ...mail,
      });
      return info.messageId;
    },
    async verify() {
      await transport.verify();
    },
    close: () => transport.close(),
  };
}

/** What the server says at start-up and on each reset link when it cannot mail them. */
export const NO_SMTP_NOTICE =
  'SMTP_URL is not set: password reset links are not mailed to anyone (set SMTP_URL, MAIL_FROM and PUBLIC_URL).';
