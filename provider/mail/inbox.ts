/**
 * The stand-in's SMTP server (smtp-server), on MAIL_PORT: it accepts any message for anyone
 * (no authentication, no TLS: loopback only), reads it with mailparser and keeps it in the
 * inbox (store.ts), which `/mail` shows. A message is accepted (250) only once it is stored.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject, type HeaderValue, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Logger } from '../logger.ts';
import type { MailStore, ReceivedMail } from './store.ts';

/** Larger than any receipt or export the gateway sends. */
const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

export interface MailInbox {
  port: number;
  close(): Promise<void>;
}

interface InboxOptions {
  store: MailStore;
  port: number;
  host: string;
  logger: Logger;
  now?: () => Date;
  /** Awaited before a message is accepted (tests hold a delivery open with it). */
  beforeAccept?: () => Promise<void>;
}

/** Addresses as a sender writes them: `Name <address>`, or the address alone. */
const addressText = (group: AddressObject): string =>
  group.value
    .map((entry) => (entry.name ? `${entry.name} <${entry.address ?? ''}>` : (entry.address ?? '')))
    .join(', ');

const addressesOf = (value: AddressObject | AddressObject[] | undefined): string =>
  (Array.isArray(value) ? value : value ? [value] : []).map(addressText).join(', ');

const isAddressObject = (value: object): value is AddressObject =>
  'value' in value && Array.isArray(value.value) && 'text' in value;

/** A header's value as text, whatever shape mailparser gave it. */
function headerText(value: HeaderValue): string {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toUTCString();
  if (Array.isArray(value)) return value.map((item) => headerText(item as HeaderValue)).join(', ');
  if (isAddressObject(value)) return addressText(value);
  if ('value' in value && typeof value.value === 'string') {
    const params = Object.entries('params' in value ? value.params : {}).map(
      ([name, param]) => `${name}=${param}`,
    );
    return [value.value, ...params].join('; ');
  }
  return JSON.stringify(value);
}

function received(parsed: ParsedMail, recipients: string[], now: Date): ReceivedMail {
  const headers: Record<string, string> = {};
  for (const [name, value] of parsed.headers) headers[name.toLowerCase()] = headerText(value);
  // mailparser folds the List-* fields (RFC 2369, 8058) into one `list` object: each is also
  // kept under its own name, as sent (unfolded), so a reader sees List-Unsubscribe as it is.
  for (const { key, line } of parsed.headerLines) {
    if (key.startsWith('list-')) {
      headers[key] = line
        .slice(line.indexOf(':') + 1)
        .replace(/\r?\n[ \t]+/g, ' ')
        .trim();
    }
  }
  return {
    recipients,
    to: addressesOf(parsed.to) || recipients.join(', '),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html || '',
    headers,
    attachments: parsed.attachments.map((file, index) => ({
      filename: file.filename ?? `attachment-${index + 1}`,
      contentType: file.contentType,
      content: file.content,
    })),
    receivedAt: now,
  };
}

export async function startMailInbox(options: InboxOptions): Promise<MailInbox> {
  const now = options.now ?? (() => new Date());
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    // Stopping waits this long at most for a delivery under way.
    closeTimeout: 2000,
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      simpleParser(stream)
        .then(async (parsed) => {
          if (stream.sizeExceeded)
            throw Object.assign(new Error('too large'), { responseCode: 552 });
          await options.beforeAccept?.();
          const id = options.store.save(received(parsed, recipients, now()));
          options.logger.info({ id, to: recipients }, 'mail received');
          callback();
        })
        .catch((error: unknown) => {
          options.logger.warn({ err: error }, 'mail refused');
          callback(error instanceof Error ? error : new Error(String(error)));
        });
    },
  });
  server.on('error', (error) => options.logger.warn({ err: error }, 'smtp connection failed'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
