import { Link } from "react-router";
import { launchesAdmin } from "~/content/dashboard";
import type { LaunchSummary } from "~/features/dashboard/service";
import { StepBadge } from "~/features/dashboard/step-card";
import { DataTable, type Column } from "../ui/data-table";
import { waitedFor } from "./schemas";

const copy = launchesAdmin;

/** Every subscriber's launch: the three steps' states, and who it waits on for how long. */
export function LaunchesTable({ rows, now }: { rows: LaunchSummary[]; now: number }) {
  const columns: Column<LaunchSummary>[] = [
    {
      header: copy.columns.city,
      rowHeader: true,
      cell: (row) => (
        <>
          <Link
            to={`/admin/launches/${encodeURIComponent(row.userId)}`}
            className="font-semibold text-brand underline underline-offset-4"
          >
            {row.displayName ?? copy.unnamed}
          </Link>
          <span className="block text-sm font-normal break-all text-ink-muted">{row.email}</span>
        </>
      ),
    },
    { header: copy.columns.brand, cell: (row) => <StepBadge state={row.steps.brand} /> },
    {
      header: copy.columns.import,
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          <StepBadge state={row.steps.import} />
          <span className="tabular-nums">{row.businessCount.toLocaleString("en-US")}</span>
        </span>
      ),
    },
    { header: copy.columns.live, cell: (row) => <StepBadge state={row.steps.live} /> },
    {
      header: copy.columns.waits,
      cell: (row) => (
        <>
          <span className={row.steps.waitsOn === "team" ? "font-bold" : ""}>
            {copy.waitsOn[row.steps.waitsOn]}
          </span>
          {row.steps.waitsOn === "nobody" ? null : (
            <span className="block text-sm text-ink-muted">{waitedFor(row.steps.since, now)}</span>
          )}
        </>
      ),
    },
  ];
  return (
    <DataTable
      id="launches"
      caption={copy.title}
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(row) => row.userId}
      empty={copy.none}
    />
  );
}
