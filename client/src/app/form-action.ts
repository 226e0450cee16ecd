/**
 * One form's action as the gateway runs it when the form is posted without the app (the
 * actions themselves: form-actions.ts, quiz-form-actions.ts), and what the actions share.
 */
import type { TypedDocumentNode } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import type { AnyObjectSchema } from 'yup';
import type { RouteId } from '@/config/route-ids.ts';
import type { Notice, PostedFormId, SignedIn } from '@/lib/form-post.ts';
import type { Language } from '@/lib/i18n/language.ts';

/**
 * Where a form's success leads (a router path), and what it says there; or, with `serve`,
 * the same page again with another of its forms filled in (the next step of a flow).
 */
interface FormSuccess {
  path: string;
  notices: Notice[];
  signedIn?: SignedIn;
  serve?: { form: PostedFormId; values: Record<string, string> };
}

export interface Posted {
  language: Language;
  /** The address the form was posted to: its own page, with the page's query. */
  url: URL;
  /** Every field as posted, those beyond the schema's included (a checkbox). */
  fields: Readonly<Record<string, string>>;
  /** Every value of each field: checkboxes sharing a name send one each. */
  lists: Readonly<Record<string, readonly string[]>>;
}

interface FormActionOf<Data> {
  /** The page the form is on, whose address it posts to. */
  route: RouteId;
  schema: (language: Language, now: Date) => AnyObjectSchema;
  /** Fields never written back into a page: passwords. */
  secret: readonly string[];
  /** Its toasts close after 2 s (SPEC.md §8: the enquiry flow). */
  short?: boolean;
  /** Posted fields beyond the schema that a refused form keeps (a checkbox). */
  kept?: readonly string[];
  /**
   * A refusal naming fields is said under them alone, without a toast (the coupon field
   * says why next to itself, in the app as here).
   */
  fieldsOnly?: boolean;
  /** A check past the schema's rules, made before sending: a notice refusing, or null. */
  precheck?: (posted: Posted) => Notice | null;
  /** Checks of the fields past the schema's (the app's own): a message per field at fault. */
  fieldCheck?: (posted: Posted) => Record<string, string>;
  /**
   * The operation the app sends (a mutation; a query for a form that only asks, the coupon's
   * price), with the checked values as its `input`, or as `variables` makes them.
   */
  mutation: TypedDocumentNode<Data, never>;
  variables?: (values: Record<string, string>, posted: Posted) => Record<string, unknown>;
  succeeded: (data: Data, posted: Posted) => FormSuccess;
  /**
   * What a refused form is served with, when its fields are not kept one by one (the
   * question form's answers, repeated fields kept together).
   */
  servedValues?: (posted: Posted) => Record<string, string>;
  /**
   * A button that changes the form rather than sending it (`_step`, as the question form's
   * Add answer): the form served again as it now stands, nothing sent.
   */
  step?: (step: string, posted: Posted) => Record<string, string>;
}

/** A form's action, whatever its mutation answers. */
export interface FormAction extends Omit<FormActionOf<unknown>, 'mutation' | 'succeeded'> {
  mutation: DocumentNode;
  /** Reads the mutation's data, which answered the typed document it was sent as. */
  succeeded: (data: unknown, posted: Posted) => FormSuccess;
}

export function formAction<Data>(action: FormActionOf<Data>): FormAction {
  return { ...action, succeeded: (data, posted) => action.succeeded(data as Data, posted) };
}

/** What a staff form's success says: the app's success toast. */
export const saying = (message: string): Notice[] => [{ kind: 'success', message }];

/** A page's path with its query. */
export const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;
