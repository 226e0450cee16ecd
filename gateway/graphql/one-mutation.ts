/**
 * One mutation per request. A document's mutations run one after another, and every
 * mutation's result is non-null: when a later one fails, GraphQL nulls the whole `data`,
 * so the answer says nothing of the earlier ones that ran (an enquiry stored, a payment
 * recorded). Allowances are counted as each mutation runs too, so with several the later
 * ones could be refused after the earlier ones ran. Refusing a document with more than one
 * mutation field before anything runs keeps every answer exact: the mutation ran and here
 * is its result, or nothing ran. Clients send each mutation on its own (ours always have);
 * aliases of one mutation count as that many.
 *
 * Counted by response key, as GraphQL merges fields sharing one; `__typename` is not a
 * mutation. @skip and @include are not evaluated, so a document that would need them to
 * pass is refused (it is never a client's).
 */
import { Kind } from 'graphql';
import type { FragmentDefinitionNode, SelectionSetNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { oneMutationPerRequest } from '../errors.ts';
import type { GatewayContext } from './context.ts';

/** The response keys of the mutation fields a selection runs. */
function mutationFields(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  found: Set<string>,
  visited: Set<string>,
): Set<string> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value !== '__typename') {
        found.add(selection.alias?.value ?? selection.name.value);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      mutationFields(selection.selectionSet, fragments, found, visited);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (fragment && !visited.has(name)) {
        visited.add(name);
        mutationFields(fragment.selectionSet, fragments, found, visited);
      }
    }
  }
  return found;
}

export const oneMutationPlugin: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation, document }) {
        if (operation?.operation !== 'mutation') return;
        const fragments = new Map<string, FragmentDefinitionNode>();
        for (const definition of document.definitions) {
          if (definition.kind === Kind.FRAGMENT_DEFINITION) {
            fragments.set(definition.name.value, definition);
          }
        }
        const found = mutationFields(operation.selectionSet, fragments, new Set(), new Set());
        if (found.size > 1) throw oneMutationPerRequest(found.size);
      },
    };
  },
};
