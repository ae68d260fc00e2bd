import {
  type ColumnDef,
  createColumnHelper,
  FlexRender,
  type RowData,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { VisuallyHidden } from '@freight/shared/web/ui/visually-hidden';
import { useNarrow } from '../lib/use-narrow';
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
 * row's header (what the row is about: a reference, a title, a name). On a phone, where no table of
 * several columns fits 360 px, the same rows are a list of cards: the first cell on top, then each
 * other column's header and value.
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
  const narrow = useNarrow();
  if (narrow) {
    const headers = new Map(table.getFlatHeaders().map((header) => [header.column.id, header]));
    return (
      <ul className={styles.cards} aria-label={caption}>
        {table.getRowModel().rows.map((row) => {
          const [first, ...rest] = row.getAllCells();
          return (
            <li key={row.id} className={styles.card}>
              {first ? (
                <span className={styles.cardName}>
                  <FlexRender cell={first} />
                </span>
              ) : null}
              <dl className={styles.cardFacts}>
                {rest.map((cell) => {
                  const header = headers.get(cell.column.id);
                  return (
                    <div key={cell.id}>
                      <dt>{header ? <FlexRender header={header} /> : null}</dt>
                      <dd>
                        <FlexRender cell={cell} />
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </li>
          );
        })}
      </ul>
    );
  }
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
