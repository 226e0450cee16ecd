import { FORM_ID_FIELD, FORM_TOKEN_FIELD, formToken } from '@/lib/form-post.ts';

/**
 * What a form posted without the app carries beside its fields: its name and the visitor's
 * form token (lib/form-post.ts). Its own module, so a page's small form (the coupon field)
 * takes it without the schema forms' libraries.
 */
export function FormPostFields({ id }: { id: string }) {
  const token = formToken();
  return (
    <>
      <input type="hidden" name={FORM_ID_FIELD} value={id} />
      <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
    </>
  );
}
