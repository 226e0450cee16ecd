/**
 * What the sender needs from each kind of e-mail: a function making the whole message (its
 * recipient, subject, text and HTML parts, attachments) from the input its cause put in the
 * outbox. A kind that can never be made (its order gone, its input unreadable) throws
 * `UnsendableMail`, which keeps the message as failed at once instead of trying again; one no
 * longer wanted or with nobody to go to (a reminder its student turned off, a reset asked for
 * an address with no account) throws `SkippedMail`, kept as skipped.
 */
import type { MailKind } from '../domain/mail.ts';
import type { RenderedMail } from './template.tsx';

interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A message ready for SMTP. */
export interface ComposedMail extends RenderedMail {
  to: string;
  attachments: MailAttachment[];
  /** Extra header fields (List-Unsubscribe on reminders); none when unset. */
  headers?: Record<string, string>;
}

/**
 * Makes a message from its payload. When there is nothing to send (a reset or a code asked
 * for an address with no account, a reminder turned off) it throws `SkippedMail`.
 */
export type ComposeMail = (payload: unknown) => Promise<ComposedMail>;

/** One maker per kind: adding a kind to MAIL_KINDS makes the type check ask for its maker. */
export type MailKinds = Record<MailKind, ComposeMail>;

/** The message cannot be made, now or later. */
export class UnsendableMail extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsendableMail';
  }
}

/** The message is not to be sent at all: nothing failed, its reader does not want it. */
export class SkippedMail extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SkippedMail';
  }
}

/** The string fields of an outbox payload, or UnsendableMail when one is missing. */
export function payloadStrings<K extends string>(
  payload: unknown,
  names: readonly K[],
): Record<K, string> {
  const found = {} as Record<K, string>;
  for (const name of names) {
    const value =
      typeof payload === 'object' && payload !== null
        ? (payload as Record<string, unknown>)[name]
        : undefined;
    if (typeof value !== 'string') throw new UnsendableMail(`payload has no ${name}`);
    found[name] = value;
  }
  return found;
}
