/**
 * At most one rate-limited mutation per request. Allowances are counted as each mutation
 * runs, and a document's mutations run one after another: with several, the later ones
 * could be refused after the earlier ones ran, and as every mutation's result is non-null
 * the answer would be `data: null`, hiding what happened. Checking the document against
 * what is left of each allowance would need every key each mutation counts against (some
 * known only once the session or the arguments are read) and a reservation across them;
 * refusing the document before anything runs is simpler and exact, and no client sends two.
 *
 * Counted by response key, as GraphQL merges fields sharing one; @skip and @include are not
 * evaluated, so a document that would need them to pass is refused (it is never a client's).
 */
import { Kind } from 'graphql';
import type { FragmentDefinitionNode, SelectionSetNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { oneLimitedMutationPerRequest } from '../errors.ts';
import { LIMITED_OPERATIONS, type GatewayContext } from './context.ts';

const LIMITED = new Set<string>(LIMITED_OPERATIONS);

/** The response keys of the rate-limited root fields a selection runs. */
function limitedFields(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  found: Set<string>,
  visited: Set<string>,
): Set<string> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (LIMITED.has(selection.name.value)) {
        found.add(selection.alias?.value ?? selection.name.value);
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      limitedFields(selection.selectionSet, fragments, found, visited);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (fragment && !visited.has(name)) {
        visited.add(name);
        limitedFields(fragment.selectionSet, fragments, found, visited);
      }
    }
  }
  return found;
}

export const oneLimitedMutationPlugin: ApolloServerPlugin<GatewayContext> = {
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
        const found = limitedFields(operation.selectionSet, fragments, new Set(), new Set());
        if (found.size > 1) throw oneLimitedMutationPerRequest(LIMITED_OPERATIONS);
      },
    };
  },
};
