import {
  CombinedGraphQLErrors,
  type OperationVariables,
  type TypedDocumentNode,
} from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { useEffect, useState } from 'react';
import { forgetServedRefusals, servedRefusals } from '@/lib/served-refusals.ts';

/** The operation's name: how the gateway's render named what it refused. */
const nameOf = (document: DocumentNode) =>
  document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === 'OperationDefinition',
  )?.name?.value ?? '';

/**
 * A staff room query. The gateway renders a staff page with its answers for the staff member
 * who asked (client/src/ssr/staff-render.ts), and the page starts from them, so it hydrates
 * as it was rendered; the gateway is then asked again for the latest. A query the page was
 * rendered refused shows that refusal until the gateway answers again. `loading` holds only
 * while there is no answer at all: a page being brought up to date keeps what it shows.
 */
export function useStaffQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
  { skip = false }: { skip?: boolean } = {},
) {
  const [refused] = useState(() => {
    const errors = servedRefusals()?.[nameOf(document)];
    return errors ? new CombinedGraphQLErrors({ errors }) : null;
  });
  useEffect(() => {
    // Hydrated: every query of the served page has taken its refusal by now.
    forgetServedRefusals();
  }, []);
  const result = useQuery(document, {
    variables,
    skip,
    context: { whenSignedOut: 'staff' },
    fetchPolicy: 'cache-and-network',
  } as useQuery.Options<TData, TVariables>);
  const waiting = result.loading && result.data === undefined;
  if (waiting && refused && !result.error) return { ...result, loading: false, error: refused };
  return { ...result, loading: waiting };
}
