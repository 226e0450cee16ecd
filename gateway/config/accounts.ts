/** Accounts: how long a password-reset link works (docs/decisions/0019). */
import { doc } from '../../common/config-schema.ts';
import { between } from './kinds.ts';

export const accountSettings = {
  resetTokenTtlS: between(60, 7 * 24 * 3600, 's')
    .label('RESET_TOKEN_TTL_S')
    .default(1800)
    .meta(doc('life of a password-reset link (single use; at least 60)')),
};
