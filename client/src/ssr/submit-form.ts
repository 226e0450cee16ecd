/**
 * A form posted to its page without the app (lib/form-post.ts), as the gateway hands it
 * over: checked with the rules the app applies (common/validation.ts), sent as the app's
 * mutation with the visitor's own session, and answered as the app would answer it: on
 * success the next page with the app's toasts as notices; refused, the same page with what
 * was typed (passwords never) and each field's message in place.
 */
import { check } from '@common/validation.ts';
import { formActions, isPostedFormId, type FormAction } from '@/app/form-actions.ts';
import { matchRoute } from '@/config/routes.ts';
import { shellCatalogue } from '@/content/shell.ts';
import { failureMessage } from '@/lib/apollo.ts';
import { FORM_ID_FIELD, STEP_FIELD, type Notice, type ServedForm } from '@/lib/form-post.ts';
import { loadCatalogues, textIn } from '@/lib/i18n/catalogue.ts';
import { localizedPath } from '@/lib/i18n/language.ts';
import type {
  ExecuteMutation,
  ExecutePublicQuery,
  FormError,
  FormOutcome,
  FormPost,
  RenderedPage,
} from './contract.ts';
import { operationNameOf, publicQueryText } from './public-queries.ts';

type Render = (
  url: string,
  execute: ExecutePublicQuery | undefined,
  options: { servedForm: ServedForm; session: ExecuteMutation },
) => Promise<RenderedPage>;

/** The HTTP status of a page answering a refusal with this GraphQL code. */
const STATUS_OF_CODE: Readonly<Record<string, number>> = {
  BAD_USER_INPUT: 400,
  PROVIDER_REJECTED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  TOO_MANY_REQUESTS: 429,
  PROVIDER_UNAVAILABLE: 503,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * What the page keeps of the posted fields: the schema's and the action's own, no secrets;
 * a field sent several times (checkboxes of one name) as its values joined by commas.
 */
function keptValues(action: FormAction, names: readonly string[], post: FormPost) {
  const values: Record<string, string> = {};
  for (const name of [...names, ...(action.kept ?? [])]) {
    const value = post.lists?.[name]?.join(',') ?? post.fields[name];
    if (value !== undefined && !action.secret.includes(name)) values[name] = value;
  }
  return values;
}

export async function runFormPost(post: FormPost, render: Render): Promise<FormOutcome> {
  const url = new URL(post.url, 'http://localhost');
  const match = matchRoute(url.pathname);
  const id = post.fields[FORM_ID_FIELD];
  if (!isPostedFormId(id)) return { kind: 'unknown' };
  const action = formActions[id];
  if (action.route !== match.id) return { kind: 'unknown' };
  const { language } = match;
  await loadCatalogues(language);

  const schema = action.schema(language, post.now);
  const names = Object.keys(schema.fields);
  const posted = { language, url, fields: post.fields, lists: post.lists ?? {} };
  const serve = async (
    status: number,
    values: Record<string, string>,
    errors: Record<string, string>,
    notices: Notice[],
  ): Promise<FormOutcome> => {
    const servedForm = { form: id, values, errors };
    const page = await render(post.url, post.executePublic, { servedForm, session: post.execute });
    return { kind: 'page', status, page, notices };
  };
  const refuse = (status: number, errors: Record<string, string>, notices: Notice[]) =>
    serve(
      status,
      action.servedValues?.(posted) ?? keptValues(action, names, post),
      errors,
      notices,
    );

  const shellText = textIn(shellCatalogue, language).shellText;
  if (post.expired) return refuse(403, {}, [{ kind: 'error', message: shellText.formExpired }]);
  // A button that changes the form (Add answer): the form again as it now stands.
  const step = post.fields[STEP_FIELD];
  if (step !== undefined && action.step) return serve(200, action.step(step, posted), {}, []);

  const input = Object.fromEntries(names.map((name) => [name, post.fields[name] ?? '']));
  const checked = check(schema, input, language);
  if (!checked.ok) return refuse(400, checked.fields, []);
  const refusal = action.precheck?.(posted);
  if (refusal) return refuse(400, {}, [refusal]);
  const faults = action.fieldCheck?.(posted) ?? {};
  if (Object.keys(faults).length > 0) return refuse(400, faults, []);

  const values = checked.value as Record<string, string>;
  const answer = await post.execute({
    query: publicQueryText(action.mutation),
    operationName: operationNameOf(action.mutation),
    variables: action.variables ? action.variables(values, posted) : { input: values },
  });
  const failure: FormError | undefined = answer.errors[0];
  if (failure || !answer.data) {
    const fallback = shellText.somethingWentWrong;
    // As the app does: the message as a toast, field messages under their fields.
    const message = failureMessage(failure?.code, failure?.message, fallback);
    const notice: Notice = { kind: 'error', message, ...(action.short ? { short: true } : {}) };
    const fields = failure?.fields ?? {};
    const saidByFields = action.fieldsOnly === true && Object.keys(fields).length > 0;
    return refuse(STATUS_OF_CODE[failure?.code ?? ''] ?? 500, fields, saidByFields ? [] : [notice]);
  }
  const success = action.succeeded(answer.data, posted);
  if (success.serve) {
    // The flow's next step is a form of this same page: served filled in, not redirected to.
    const servedForm = { ...success.serve, errors: {} };
    const page = await render(post.url, post.executePublic, { servedForm, session: post.execute });
    return { kind: 'page', status: 200, page, notices: success.notices };
  }
  return {
    kind: 'redirect',
    location: localizedPath(success.path, language),
    notices: success.notices,
    signedIn: success.signedIn ?? null,
  };
}
