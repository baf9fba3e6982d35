import type { ReactNode } from "react";

export type Column<T> = {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The column that names the row (a `th scope="row"`). */
  rowHeader?: boolean;
  className?: string;
};

/**
 * A table of the inbox. Wide tables scroll inside their own labelled, focusable region (so a
 * keyboard can scroll it too), never the page: the page reflows at 320 px (WCAG 1.4.10).
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
      className="overflow-x-auto rounded-lg border border-line/70"
    >
      <table id={id} className="w-full border-collapse text-left text-sm sm:text-base">
        <caption id={captionId} className={captionHidden ? "sr-only" : "p-3 text-left font-semibold"}>
          {caption}
        </caption>
        <thead className="bg-surface-alt">
          <tr>
            {columns.map((column, index) => (
              <th
                key={index}
                scope="col"
                className={`border-b border-line px-3 py-2.5 font-semibold whitespace-nowrap ${column.className ?? ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line/70">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="align-top">
              {columns.map((column, index) => {
                const Cell = column.rowHeader ? "th" : "td";
                return (
                  <Cell
                    key={index}
                    scope={column.rowHeader ? "row" : undefined}
                    className={`px-3 py-2.5 ${column.rowHeader ? "font-semibold" : "font-normal"} ${column.className ?? ""}`}
                  >
                    {column.cell(row)}
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
