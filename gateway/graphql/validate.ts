/**
 * Applies the shared input rules (common/validation.ts) before any provider call, with
 * their messages in the caller's language.
 */
import type * as yup from 'yup';
import { inputRules, check, type InputRules } from '../../common/validation.ts';
import { badUserInput } from '../errors.ts';
import type { GatewayContext } from './context.ts';

/** The input rules speaking the caller's language. */
export const rulesFor = (context: Pick<GatewayContext, 'language'>): InputRules =>
  inputRules[context.language];

/** The trimmed, valid values; BAD_USER_INPUT with every field's message otherwise. */
export function validated<S extends yup.AnyObjectSchema>(
  schema: S,
  input: unknown,
  context: Pick<GatewayContext, 'language'>,
): yup.InferType<S> {
  const result = check(schema, input, context.language);
  if (!result.ok) throw badUserInput(result.fields);
  return result.value;
}
