/**
 * The language each student last acted in (migration 0004): mail sent later, with no request
 * to read it from (a webhook, a sweep, a reminder), speaks it.
 */
import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../common/language.ts';
import type { Tables } from './tables.ts';

export class CustomerLanguages {
  constructor(
    private readonly db: Kysely<Tables>,
    private readonly now: () => Date,
  ) {}

  /** Remembers the language the student acted in now. */
  async remember(customerId: string, language: Language): Promise<void> {
    await this.db
      .insertInto('customer_languages')
      .values({ customer_id: customerId, language, updated_at: this.now().getTime() })
      .onConflict((conflict) =>
        conflict.column('customer_id').doUpdateSet((row) => ({
          language: row.ref('excluded.language'),
          updated_at: row.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }

  /** The student's language: the last they acted in, else the site's default. */
  async of(customerId: string): Promise<Language> {
    return (await this.remembered(customerId)) ?? DEFAULT_LANGUAGE;
  }

  /** The language remembered for the student; null when none is. */
  async remembered(customerId: string): Promise<Language | null> {
    const row = await this.db
      .selectFrom('customer_languages')
      .select('language')
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return row && isLanguage(row.language) ? row.language : null;
  }
}
