import {
  type ColumnDef,
  createColumnHelper,
  FlexRender,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { VisuallyHidden } from '@freight/shared/web/ui/visually-hidden';
import { useNarrow } from '../lib/use-narrow';
import styles from './staff.module.css';

// The back office's tables: TanStack Table makes the rows and cells from column definitions
// (docs/decisions/023-forms-and-tables.md); the markup, one for every list, stays ours.

// Row selection for the lists that act on several rows at once (the inbox's bulk actions).
const features = tableFeatures({ rowSelectionFeature });

/** The column helper of the back office's tables: `columnsOf<Row>().accessor(...)`. */
export const columnsOf = <Row extends RowData>() => createColumnHelper<typeof features, Row>();

// biome-ignore lint/suspicious/noExplicitAny: a list of columns holds values of every type (TanStack's own helper says any).
export type StaffColumns<Row extends RowData> = ColumnDef<typeof features, Row, any>[];

/** Checkboxes before each row and in the header ("this page"): the selection is the caller's state. */
export interface TableSelection<Row> {
  state: RowSelectionState;
  onChange: (next: RowSelectionState) => void;
  /** The accessible name of a row's checkbox ("Select Q-2026-000123"). */
  rowLabel: (row: Row) => string;
  /** The header checkbox's name ("Select every request of this page"). */
  allLabel: string;
}

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
  selection,
}: {
  caption: string;
  columns: StaffColumns<Row>;
  rows: Row[];
  rowKey: (row: Row) => string;
  selection?: TableSelection<Row>;
}) {
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => rowKey(row),
    enableRowSelection: !!selection,
    state: { rowSelection: selection?.state ?? {} },
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      selection.onChange(typeof updater === 'function' ? updater(selection.state) : updater);
    },
  });
  const narrow = useNarrow();
  const rowCheckbox = (row: (typeof table)['getRowModel'] extends () => { rows: (infer R)[] } ? R : never) =>
    selection ? (
      <input
        type="checkbox"
        className={styles.rowCheckbox}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
        aria-label={selection.rowLabel(row.original)}
      />
    ) : null;
  const allCheckbox = selection ? (
    <input
      type="checkbox"
      checked={table.getIsAllPageRowsSelected()}
      ref={(input) => {
        if (input) input.indeterminate = table.getIsSomePageRowsSelected();
      }}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
      aria-label={selection.allLabel}
    />
  ) : null;
  if (narrow) {
    const headers = new Map(table.getFlatHeaders().map((header) => [header.column.id, header]));
    return (
      <>
        {allCheckbox ? <p className={styles.selectAll}>{allCheckbox}</p> : null}
        <ul className={styles.cards} aria-label={caption}>
          {table.getRowModel().rows.map((row) => {
            const [first, ...rest] = row.getAllCells();
            return (
              <li key={row.id} className={styles.card}>
                {rowCheckbox(row)}
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
      </>
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
            {allCheckbox ? <td>{allCheckbox}</td> : null}
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
            {selection ? <td>{rowCheckbox(row)}</td> : null}
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
