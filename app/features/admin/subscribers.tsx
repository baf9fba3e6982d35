import { subscribersPage } from "~/content/admin";
import { Badge } from "./badge";
import { DataTable, type Column } from "./data-table";
import { formatDay } from "./format";
import type { SubscriberRow } from "./service";

const copy = subscribersPage;

export function SubscriberCounts({ active, unsubscribed }: { active: number; unsubscribed: number }) {
  const stat = (label: string, value: number) => (
    <div className="rounded-card border border-line/70 bg-surface p-5 shadow-card">
      <dt className="text-sm font-semibold text-ink-muted">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums">{value.toLocaleString("en-US")}</dd>
    </div>
  );
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:max-w-xl">
      {stat(copy.active, active)}
      {stat(copy.unsubscribed, unsubscribed)}
    </dl>
  );
}

const columns: Column<SubscriberRow>[] = [
  { header: copy.table.email, rowHeader: true, cell: (row) => row.email, className: "break-all min-w-48" },
  {
    header: copy.table.subscribedAt,
    cell: (row) => formatDay(row.subscribedAt),
    className: "whitespace-nowrap",
  },
  {
    header: copy.table.state,
    cell: (row) =>
      row.unsubscribedAt ? (
        <Badge tone="neutral">{copy.table.unsubscribedOn(formatDay(row.unsubscribedAt))}</Badge>
      ) : (
        <Badge tone="good">{copy.active}</Badge>
      ),
  },
];

export function SubscriberTable({ rows }: { rows: readonly SubscriberRow[] }) {
  return (
    <DataTable
      id="subscribers"
      caption={copy.table.caption}
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(row) => row.email}
      empty={copy.table.empty}
    />
  );
}
