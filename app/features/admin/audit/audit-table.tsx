import { Link } from "react-router";
import { auditPage, leadPath } from "~/content/admin";
import { textLinkStyle } from "~/ui/layout";
import { Address } from "../leads/address";
import { auditSentence } from "./audit-sentence";
import { DataTable, type Column } from "../ui/data-table";
import { formatDateTime } from "../ui/format";
import type { AuditEntry } from "../service";

const copy = auditPage.table;

/** The entry as a sentence; the lead it is about opens from it (except on that lead's own page). */
function Sentence({ entry, linkLead }: { entry: AuditEntry; linkLead: boolean }) {
  const { before, subject, after } = auditSentence(entry);
  let middle = null;
  // A lead is named by what its visitor typed, maybe one long word: it breaks anywhere rather
  // than widen the table (or a phone's card) past the window.
  if (subject?.leadId && linkLead) {
    middle = (
      <Link to={leadPath(subject.leadId)} className={`${textLinkStyle} wrap-anywhere`}>
        {subject.text}
      </Link>
    );
  } else if (subject) {
    middle = subject.leadId ? (
      <span className="wrap-anywhere">{subject.text}</span>
    ) : (
      <Address>{subject.text}</Address>
    );
  }
  return (
    <>
      {before}
      {middle}
      {after}.
    </>
  );
}

/** Audit entries: when, who, and what as a sentence. */
export function AuditTable({
  id,
  caption,
  entries,
  empty,
  linkLeads = true,
}: {
  id: string;
  caption: string;
  entries: readonly AuditEntry[];
  empty: string;
  /** Off on a lead's page, where every entry is about that lead. */
  linkLeads?: boolean;
}) {
  const columns: Column<AuditEntry>[] = [
    {
      header: copy.at,
      rowHeader: true,
      cell: (entry) => formatDateTime(entry.at),
      className: "whitespace-nowrap",
    },
    { header: copy.actor, cell: (entry) => <Address>{entry.actor}</Address> },
    {
      header: copy.action,
      cell: (entry) => <Sentence entry={entry} linkLead={linkLeads} />,
      className: "w-full",
    },
  ];
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
