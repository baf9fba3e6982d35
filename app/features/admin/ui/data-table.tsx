import type { ReactNode } from "react";

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** The column that names the row (a `th scope="row"`): a phone card's title. */
  rowHeader?: boolean;
  /** Figures: right-aligned in the table, under one another; in a phone's card, where the others are. */
  numeric?: boolean;
  /** The header's and the cells' (a width, say). */
  className?: string;
  /**
   * The cells' only: a visitor's long word may break anywhere in a cell, but the same rule on the
   * header would let the column shrink until its name breaks inside a word.
   */
  cellClassName?: string;
};

const numericStyle = "tabular-nums sm:text-right";

/**
 * A table of the inbox. Its columns fit a laptop's width (cells wrap rather than widen the table);
 * a window narrower than that scrolls the table inside its own labelled, focusable region (so a
 * keyboard can scroll it too), never the page. On a phone each row is a card: its title, then the
 * other cells each under their column's name, one under the other (the page reflows at 320 px).
 */
export function DataTable<T>({
  id,
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  empty,
}: {
  id: string;
  caption: string;
  captionHidden?: boolean;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty: string;
}) {
  const captionId = `${id}-caption`;
  if (!rows.length) {
    return <p className="rounded-lg bg-surface-alt p-4 text-ink-muted">{empty}</p>;
  }
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="sm:overflow-x-auto sm:rounded-lg sm:border sm:border-line/70"
    >
      <table id={id} className="w-full border-collapse text-left max-sm:block">
        <caption id={captionId} className={captionHidden ? "sr-only" : "p-3 text-left font-semibold"}>
          {caption}
        </caption>
        <thead className="bg-surface-alt max-sm:hidden">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`border-b border-line px-3 py-2.5 font-semibold ${column.numeric ? numericStyle : ""} ${column.className ?? ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3 sm:divide-y sm:divide-line/70">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="align-top max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-line/70 max-sm:p-3"
            >
              {columns.map((column) => {
                const Cell = column.rowHeader ? "th" : "td";
                return (
                  <Cell
                    key={column.header}
                    scope={column.rowHeader ? "row" : undefined}
                    className={`px-3 py-2.5 max-sm:px-0 max-sm:py-1 ${
                      column.rowHeader
                        ? "font-semibold max-sm:block max-sm:text-lg"
                        : "font-normal max-sm:flex max-sm:gap-3"
                    } ${column.numeric ? numericStyle : ""} ${column.className ?? ""} ${column.cellClassName ?? ""}`}
                  >
                    {column.rowHeader ? null : (
                      // The card's label for the cell: the table's own header row is not shown there.
                      <span className="w-24 shrink-0 text-sm break-words text-ink-muted sm:hidden">
                        {column.header}
                      </span>
                    )}
                    <span className="min-w-0">{column.cell(row)}</span>
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
