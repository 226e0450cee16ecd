/**
 * Applies the shared input rules (common/validation.ts) before any provider call.
 */
import type * as yup from 'yup';
import { check } from '../../common/validation.ts';
import { badUserInput } from '../errors.ts';

/** The trimmed, valid values; BAD_USER_INPUT with every field's message otherwise. */
export function validated<S extends yup.AnyObjectSchema>(
  schema: S,
  input: unknown,
): yup.InferType<S> {
  const result = check(schema, input);
  if (!result.ok) throw badUserInput(result.fields);
  return result.value;
}
