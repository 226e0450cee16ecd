/**
 * A page's data, as its route declares it (config/routes.ts): the page names the query, the
 * route says which document it is and which route parameters fill its variables, so a
 * query is written once and the server render and the browser ask exactly the same thing.
 */
import type { OperationVariables } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { queryVariables, type RouteQuery } from '@/config/routes.ts';

interface RouteQueryOptions {
  fetchPolicy?: useQuery.Options['fetchPolicy'];
}

export function useRouteQuery<TData, TVariables extends OperationVariables>(
  query: RouteQuery<TData, TVariables>,
  options: RouteQueryOptions = {},
) {
  const params = useParams();
  // The manifest's test holds every variable to a parameter of the route's path.
  const variables = queryVariables(query, params) as TVariables;
  return useQuery<TData, TVariables>(query.document, { ...options, variables } as useQuery.Options<
    TData,
    TVariables
  >);
}
