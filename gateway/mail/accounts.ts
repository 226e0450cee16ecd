/**
 * The accounts' e-mails: a password-reset link, a sign-in code, and "your password was
 * changed". The first two are where a request meets the account, if there is one: the request
 * put the address in the outbox whatever it was (gateway/accounts/recovery.ts), and here an
 * address with no account makes no message. The link or code is made here, when the message
 * is, and kept under the request's id, so a retried message replaces it rather than adding one.
 */
import type { Logger } from 'pino';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../common/language.ts';
import { format } from '../../common/messages/format.ts';
import { localizedPath, paths } from '../../client/src/ssr/server-entry.ts';
import { SIGN_IN_CODE_TTL_MS } from '../accounts/recovery.ts';
import {
  newResetToken,
  newSignInCode,
  resetTokenHash,
  type CodeHasher,
} from '../accounts/secrets.ts';
import { accountByEmail } from '../accounts/lookup.ts';
import type { Accounts } from '../db/accounts.ts';
import type { StudentDirectory } from '../db/student-directory.ts';
import type { CustomerLanguages } from '../db/customer-languages.ts';
import { formatMoment } from '../../common/dates.ts';
import type { ProviderDataSource } from '../upstream/legacy-api/data-source.ts';
import { payloadStrings, SkippedMail, UnsendableMail, type ComposeMail } from './kinds.ts';
import { mailText, renderMail, type MailContent } from './template.tsx';

interface AccountMailSources {
  accounts: Accounts;
  /** Finds accounts the gateway keeps no password for (gateway/accounts/lookup.ts). */
  directory: Pick<StudentDirectory, 'byEmail'>;
  languages: CustomerLanguages;
  codes: CodeHasher;
  providerFor: (log: Logger) => Pick<ProviderDataSource, 'customer'>;
  now: () => Date;
  /** RESET_TOKEN_TTL_S. */
  resetTokenTtlS: number;
  siteUrl: string;
  brandName: string;
  logger: Logger;
}

/** What differs between the messages asked for by address: their secret and their words. */
interface RequestedMail {
  /** Makes the link's token or the code and keeps it under the request's id. */
  keep: (request: { requestKey: string; customerId: string }) => Promise<string>;
  /** The message's words around that secret. */
  content: (language: Language, secret: string) => Omit<MailContent, 'language' | 'brand' | 'name'>;
}

/**
 * A maker for a message asked for by address. An address with no account makes no message
 * (the request answered the same either way); otherwise the language it was asked in is
 * remembered for the account's later messages, the secret is kept, and the message drawn.
 */
function requestedMailMaker(sources: AccountMailSources, mail: RequestedMail): ComposeMail {
  return async (payload) => {
    const { requestId, email, language } = payloadStrings(payload, [
      'requestId',
      'email',
      'language',
    ]);
    const kept = await accountByEmail(sources, email);
    if (!kept) throw new SkippedMail('nobody to send it to');
    const customer = await sources.providerFor(sources.logger).customer(kept.customerId);
    const spoken: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
    await sources.languages.remember(kept.customerId, spoken);
    const secret = await mail.keep({ requestKey: requestId, customerId: kept.customerId });
    return {
      to: kept.email,
      ...renderMail({
        language: spoken,
        brand: sources.brandName,
        name: customer.name,
        ...mail.content(spoken, secret),
      }),
      attachments: [],
    };
  };
}

export function passwordResetMailMaker(sources: AccountMailSources): ComposeMail {
  return requestedMailMaker(sources, {
    keep: async ({ requestKey, customerId }) => {
      const token = newResetToken();
      await sources.accounts.saveReset({
        requestKey,
        customerId,
        tokenHash: resetTokenHash(token),
        expiresAt: sources.now().getTime() + sources.resetTokenTtlS * 1000,
      });
      return token;
    },
    content: (language, token) => {
      const text = mailText(language).passwordReset;
      const values = {
        brand: sources.brandName,
        minutes: Math.floor(sources.resetTokenTtlS / 60),
      };
      const query = new URLSearchParams({ token }).toString();
      return {
        subject: format(text.subject, values),
        preview: format(text.preview, values),
        heading: text.heading,
        paragraphs: [text.asked, format(text.valid, values), text.notYou],
        action: {
          label: text.action,
          url: `${sources.siteUrl}${localizedPath(paths.resetPassword, language)}?${query}`,
        },
      };
    },
  });
}

export function signInCodeMailMaker(sources: AccountMailSources): ComposeMail {
  return requestedMailMaker(sources, {
    keep: async ({ requestKey, customerId }) => {
      const code = newSignInCode();
      await sources.accounts.saveCode({
        requestKey,
        customerId,
        codeHash: sources.codes.hash(code),
        expiresAt: sources.now().getTime() + SIGN_IN_CODE_TTL_MS,
      });
      return code;
    },
    content: (language, code) => {
      const text = mailText(language).signInCode;
      return {
        subject: format(text.subject, { brand: sources.brandName, code }),
        preview: text.preview,
        heading: text.heading,
        paragraphs: [text.asked, text.valid, text.notYou],
        code,
        action: null,
      };
    },
  });
}

export function passwordChangedMailMaker(sources: AccountMailSources): ComposeMail {
  return async (payload) => {
    const { customerId } = payloadStrings(payload, ['customerId']);
    const changedAtMs = (payload as { changedAtMs?: unknown }).changedAtMs;
    if (typeof changedAtMs !== 'number') throw new UnsendableMail('payload has no changedAtMs');
    const kept = await sources.accounts.byCustomer(customerId);
    if (!kept) throw new UnsendableMail('the account keeps no address');
    const [customer, language] = await Promise.all([
      sources.providerFor(sources.logger).customer(customerId),
      sources.languages.of(customerId),
    ]);
    const text = mailText(language).passwordChanged;
    const values = {
      brand: sources.brandName,
      when: formatMoment(changedAtMs, language),
    };
    return {
      to: kept.email,
      ...renderMail({
        language,
        brand: sources.brandName,
        name: customer.name,
        subject: format(text.subject, values),
        preview: text.preview,
        heading: text.heading,
        paragraphs: [format(text.changed, values), text.signedOut, text.notYou],
        action: {
          label: text.action,
          url: `${sources.siteUrl}${localizedPath(paths.signIn, language)}`,
        },
      }),
      attachments: [],
    };
  };
}
