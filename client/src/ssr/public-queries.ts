/**
 * A public query as the text Apollo Client itself would send: the answers go into the
 * cache the browser hydrates from, so they must have the same shape.
 */
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode, type OperationDefinitionNode } from 'graphql';

export const publicQueryText = (document: DocumentNode): string =>
  print(addTypenameToDocument(document));

/** The operation's name, as the gateway's metrics and logs know it. */
export function operationNameOf(document: DocumentNode): string {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === 'OperationDefinition',
  );
  return operation?.name?.value ?? 'anonymous';
}
