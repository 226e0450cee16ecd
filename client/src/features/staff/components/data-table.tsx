import { Table, type TableRowProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TableRegion } from './table-region.tsx';

/** One column of a staff table: its header and what each row shows in it. */
interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Figures, set flush with the column's end so their digits line up. */
  numeric?: boolean;
  /** Kept on one line (dates, document numbers). */
  nowrap?: boolean;
  /** Codes, in the fixed-width face. */
  mono?: boolean;
}

interface DataTableProps<Row> {
  /** Names the table (its caption) and the scrolling region around it. */
  label: string;
  /** Names the region when it should say more than the caption (how to move in it). */
  regionLabel?: string;
  /** The caption shown above the table; otherwise it is there for screen readers only. */
  captionShown?: boolean;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** Rows in alternate shades: for long tables read across. */
  striped?: boolean;
  /** More for a row's element (a highlight, a test id). */
  rowProps?: (row: Row) => TableRowProps;
}

/**
 * The staff room's one table: captioned, its header cells column headers, figures aligned to
 * the end, inside a region that scrolls sideways and that a keyboard can reach (TableRegion),
 * so a table wider than a tablet held upright keeps every column in reach.
 */
export function DataTable<Row>({
  label,
  regionLabel = label,
  captionShown = false,
  columns,
  rows,
  rowKey,
  striped = false,
  rowProps,
}: DataTableProps<Row>) {
  const cellStyle = (column: Column<Row>) => ({
    ...(column.numeric ? { textAlign: 'end' as const } : {}),
    ...(column.nowrap ? { whiteSpace: 'nowrap' as const } : {}),
    ...(column.mono ? { fontFamily: 'mono' } : {}),
  });
  return (
    <TableRegion label={regionLabel}>
      <Table.Root size="sm" striped={striped}>
        {/* Chakra sets captions at the bottom; a shown one names the table before its rows. */}
        <Table.Caption srOnly={!captionShown} captionSide="top">
          {label}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column, index) => (
              <Table.ColumnHeader key={index} {...(column.numeric ? { textAlign: 'end' } : {})}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, rowIndex) => (
            <Table.Row key={rowKey(row, rowIndex)} {...rowProps?.(row)}>
              {columns.map((column, index) => (
                <Table.Cell key={index} {...cellStyle(column)}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableRegion>
  );
}
