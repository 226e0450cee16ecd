/**
 * The one-click unsubscribe link in every reminder (RFC 8058): a signed link naming the
 * student and the language of the e-mail it came in, so it works with no sign-in and no one
 * can make one for another student. It lives long (a reminder may be read months later);
 * following it only shows a page, and only a POST to it turns reminders off.
 */
import { DEFAULT_LANGUAGE, languages, type Language } from '../../common/language.ts';
import { SignedLinks } from '../sessions/signed-links.ts';

/** Where the links lead: `{SITE_URL}/reminders/unsubscribe/{claims}.{signature}`. */
export const UNSUBSCRIBE_PATH = '/reminders/unsubscribe';
/** About a year: long after any course's last week. */
const LINK_TTL_S = 400 * 24 * 3600;

interface UnsubscribeLinksOptions {
  secret: string;
  siteUrl: string;
  now: () => Date;
}

/** Whose reminders a valid link turns off, and the language its page speaks. */
interface UnsubscribeGrant {
  customerId: string;
  language: Language;
}

export class UnsubscribeLinks {
  private readonly links: SignedLinks<'c' | 'l'>;

  constructor(private readonly options: UnsubscribeLinksOptions) {
    this.links = new SignedLinks({
      secret: options.secret,
      purpose: 'unsubscribe',
      claims: ['c', 'l'],
      ttlS: LINK_TTL_S,
      now: options.now,
    });
  }

  /** The absolute address that turns the student's reminders off. */
  url(customerId: string, language: Language): string {
    const segment = this.links.sign({ c: customerId, l: language });
    return `${this.options.siteUrl}${UNSUBSCRIBE_PATH}/${segment}`;
  }

  /** The grant of a link's last segment; null when it is forged, altered or expired. */
  verify(segment: string): UnsubscribeGrant | null {
    const check = this.links.verify(segment);
    if (!check.ok) return null;
    const language = (languages as readonly string[]).includes(check.claims.l)
      ? (check.claims.l as Language)
      : DEFAULT_LANGUAGE;
    return { customerId: check.claims.c, language };
  }
}
