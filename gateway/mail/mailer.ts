/**
 * Sending one message over SMTP with nodemailer: a connection per message (mail is rare and
 * a pool would hold a connection open for nothing), bounded by MAIL_SEND_TIMEOUT_MS. Each
 * message's Message-ID is made from its outbox key, so a message sent twice (see
 * docs/decisions/0018-mail-outbox.md) is recognisably one message to whoever receives it.
 */
import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { ComposedMail } from './kinds.ts';

export interface Mailer {
  /** Resolves once the SMTP server accepted the message; rejects otherwise. */
  send(mail: ComposedMail, key: string): Promise<void>;
  close(): void;
}

interface SmtpMailerOptions {
  url: string;
  /** MAIL_FROM: "Name <address>" or an address. */
  from: string;
  timeoutMs: number;
}

/** The domain of the sender's address: Message-IDs are made under it. */
function senderDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1) || 'localhost';
}

/** The one Message-ID of an outbox key. */
function messageIdOf(key: string, from: string): string {
  const digest = createHash('sha256').update(key).digest('hex').slice(0, 32);
  return `<${digest}@${senderDomain(from)}>`;
}

export function smtpMailer(options: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  });
  return {
    async send(mail, key) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: messageIdOf(key, options.from),
        attachments: mail.attachments.map((attachment) => ({ ...attachment })),
        headers: mail.headers ?? {},
      });
    },
    close() {
      transport.close();
    },
  };
}

/** An SMTP refusal that trying again will not change (a 5xx reply: no such mailbox, and so on). */
export function permanentlyRefused(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('responseCode' in error)) return false;
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
