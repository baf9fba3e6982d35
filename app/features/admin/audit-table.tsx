import { Link } from "react-router";
import { auditPage } from "~/content/admin";
import { textLinkStyle } from "~/ui/layout";
import { DataTable, type Column } from "./data-table";
import { formatDateTime } from "./format";
import type { AuditEntry } from "./service";

const copy = auditPage.table;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Detail({ detail }: { detail: AuditEntry["detail"] }) {
  if (!detail) return null;
  return (
    <ul className="space-y-0.5">
      {Object.entries(detail).map(([key, value]) => (
        <li key={key} className="break-words">
          <span className="text-ink-muted">{key}:</span>{" "}
          {typeof value === "string" ? value : JSON.stringify(value)}
        </li>
      ))}
    </ul>
  );
}

const when: Column<AuditEntry> = {
  header: copy.at,
  rowHeader: true,
  cell: (entry) => formatDateTime(entry.at),
  className: "whitespace-nowrap",
};
const who: Column<AuditEntry> = {
  header: copy.actor,
  cell: (entry) => entry.actor,
  className: "break-all min-w-40",
};
const what: Column<AuditEntry> = {
  header: copy.action,
  cell: (entry) => auditPage.actions[entry.action] ?? entry.action,
  className: "min-w-40",
};
const on: Column<AuditEntry> = {
  header: copy.target,
  className: "break-all min-w-40",
  // A lead's id opens the lead; an address is shown as it is.
  cell: (entry) =>
    uuid.test(entry.target) ? (
      <Link to={`/admin/leads/${entry.target}`} className={textLinkStyle}>
        {entry.target}
      </Link>
    ) : (
      entry.target
    ),
};
const details: Column<AuditEntry> = {
  header: copy.detail,
  cell: (entry) => <Detail detail={entry.detail} />,
  className: "min-w-48",
};

/** Audit entries; on a lead's page the target is that lead and is left out. */
export function AuditTable({
  id,
  caption,
  entries,
  empty,
  withTarget = true,
}: {
  id: string;
  caption: string;
  entries: readonly AuditEntry[];
  empty: string;
  withTarget?: boolean;
}) {
  const columns = withTarget ? [when, who, what, on, details] : [when, who, what, details];
  return (
    <DataTable
      id={id}
      caption={caption}
      captionHidden
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      empty={empty}
    />
  );
}
