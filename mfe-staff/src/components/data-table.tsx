import {
  type ColumnDef,
  createColumnHelper,
  FlexRender,
  type RowData,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { VisuallyHidden } from '@freight/shared/web/ui/visually-hidden';
import styles from './staff.module.css';

// The back office's tables: TanStack Table makes the rows and cells from column definitions
// (docs/decisions/023-forms-and-tables.md); the markup, one for every list, stays ours.

const features = tableFeatures({});

/** The column helper of the back office's tables: `columnsOf<Row>().accessor(...)`. */
export const columnsOf = <Row extends RowData>() => createColumnHelper<typeof features, Row>();

// biome-ignore lint/suspicious/noExplicitAny: a list of columns holds values of every type (TanStack's own helper says any).
export type StaffColumns<Row extends RowData> = ColumnDef<typeof features, Row, any>[];

/**
 * A table with a caption for screen readers, column headers, and the first cell of each row as that
 * row's header (what the row is about: a reference, a title, a name).
 */
export function DataTable<Row extends RowData>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: StaffColumns<Row>;
  rows: Row[];
  rowKey: (row: Row) => string;
}) {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => rowKey(row) });
  return (
    <table className={styles.table}>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col">
                <FlexRender header={header} />
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getAllCells().map((cell, index) =>
              index === 0 ? (
                <th key={cell.id} scope="row">
                  <FlexRender cell={cell} />
                </th>
              ) : (
                <td key={cell.id}>
                  <FlexRender cell={cell} />
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
