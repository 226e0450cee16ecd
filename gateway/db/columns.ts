/**
 * Tables name their columns in snake_case (customer_id) and records name the same facts in
 * camelCase (customerId). Where a record keeps a column's value as it is, the name is the
 * only thing that changes, so it is changed here, once, with its type worked out from the
 * row's: a record's mapper then writes out only the columns it converts (dates, flags).
 */

/** customer_id → customerId, as a type. */
type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

/** A row's columns under their camelCase names, each with its type. */
type CamelCased<Row> = {
  [Column in keyof Row as Column extends string ? CamelCase<Column> : never]: Row[Column];
};

/** The row's columns under their camelCase names, values unchanged. */
export function camelCased<Row extends object>(row: Row): CamelCased<Row> {
  const fields: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    fields[column.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase())] = value;
  }
  return fields as CamelCased<Row>;
}
