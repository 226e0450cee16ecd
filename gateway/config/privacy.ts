/**
 * What the privacy notice (DPDP Act 2023) names that the academy configures: the grievance
 * contact, shown on the privacy page in both languages (Query.privacyNotice).
 */
import { doc, text, variableName } from '../../common/config-schema.ts';

/** The academy's support address, the site's own contact (client/src/content/site.ts). */
const DEFAULT_GRIEVANCE_EMAIL = 'support@sharplineacademy.in';

const ADDRESS = /^[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+$/;

export const privacySettings = {
  grievanceEmail: text()
    .label('GRIEVANCE_EMAIL')
    .default(DEFAULT_GRIEVANCE_EMAIL)
    .test({
      name: 'address',
      message: (params: { label?: string; path: string; value: unknown }) =>
        `${variableName(params)} must be an e-mail address, got "${String(params.value)}"`,
      test: (value) => value === undefined || ADDRESS.test(value),
    })
    .meta({
      values: 'an e-mail address',
      ...doc(
        'grievance contact named on the privacy page (DPDP Act 2023), in both languages',
        `\`${DEFAULT_GRIEVANCE_EMAIL}\``,
      ),
    }),
};
