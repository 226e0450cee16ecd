/**
 * Outgoing mail: the SMTP server (required in production; otherwise the stand-in's, on
 * MAIL_PORT), the sender, and how long one delivery may take (which also bounds how long a
 * delivery claimed by a gateway that died waits before another gateway sends it).
 */
import { doc, inProduction, text, variableName } from '../../common/config-schema.ts';
import { between, isPort } from './kinds.ts';

const DEFAULT_MAIL_PORT = 4025;
const DEFAULT_MAIL_FROM = 'Sharpline Trading Academy <no-reply@localhost>';

/** An smtp:// or smtps:// URL with a host, such as smtps://user:password@smtp.example.com:465. */
function isSmtpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const { protocol, hostname } = new URL(value);
    return (protocol === 'smtp:' || protocol === 'smtps:') && hostname !== '';
  } catch {
    return false;
  }
}

/** "Name <address>" or a bare address, one address in it. */
const MAILBOX = /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

export const mailSettings = {
  mailPort: between(0, 65535)
    .label('MAIL_PORT')
    .default(DEFAULT_MAIL_PORT)
    .meta(
      doc(
        "the stand-in's SMTP server (embedded default only; 0: any free port): what it receives is shown at `{stand-in}/mail` and `/mail/api/messages?to=`; `npm start` points SMTP_URL at it",
      ),
    ),
  /** null outside production: the stand-in's SMTP server on MAIL_PORT (see smtpUrlOf). */
  smtpUrl: text()
    .label('SMTP_URL')
    .nullable()
    .default(null)
    .test({
      name: 'smtp-url',
      // The value is not repeated: it may hold a password.
      message:
        'SMTP_URL must be an smtp:// or smtps:// URL, such as smtps://user:password@smtp.example.com:465',
      test: (value) => value == null || isSmtpUrl(value),
    })
    .test({
      name: 'required-in-production',
      message: (params: { label?: string; path: string }) =>
        `${variableName(params)} is required when NODE_ENV=production`,
      test(value) {
        return value != null || !inProduction(this);
      },
    })
    .meta({
      values: '`smtp://` or `smtps://` URL',
      ...doc(
        'the SMTP server every e-mail goes out through (receipts and the like, from the outbox: see docs/decisions/0018); required when NODE_ENV=production',
        "the stand-in's (`smtp://127.0.0.1:MAIL_PORT`)",
      ),
    }),
  mailFrom: text()
    .label('MAIL_FROM')
    .default(DEFAULT_MAIL_FROM)
    .test({
      name: 'mailbox',
      message: (params: { label?: string; path: string; value: unknown }) =>
        `${variableName(params)} must be an address or "Name <address>", got "${String(params.value)}"`,
      test: (value) => value === undefined || MAILBOX.test(value),
    })
    .meta({
      values: 'an address or `Name <address>`',
      ...doc('sender of every e-mail', `\`${DEFAULT_MAIL_FROM}\``),
    }),
  mailSendTimeoutMs: between(1000, 600_000, 'ms')
    .label('MAIL_SEND_TIMEOUT_MS')
    .default(30_000)
    .meta(
      doc(
        'time limit of one SMTP delivery; a delivery left by a gateway that died is taken over after twice this',
      ),
    ),
};

/** The SMTP server to send through: SMTP_URL, else the stand-in's on MAIL_PORT. */
export function smtpUrlOf(config: { smtpUrl: string | null; mailPort: number }): string {
  const port = isPort(config.mailPort, 1) ? config.mailPort : DEFAULT_MAIL_PORT;
  return config.smtpUrl ?? `smtp://127.0.0.1:${port}`;
}
