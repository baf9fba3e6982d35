import { Link } from "react-router";
import { deliveryNames, leadStateNames, leadTypeNames, leadsPage } from "~/content/admin";
import { textLinkStyle } from "~/ui/layout";
import { Badge, type BadgeTone } from "./badge";
import { DataTable, type Column } from "./data-table";
import { formatDateTime } from "./format";
import type { DeliveryState, LeadSummary } from "./service";

const copy = leadsPage.table;

export const deliveryTones: Record<DeliveryState, BadgeTone> = {
  sent: "good",
  pending: "info",
  failed: "bad",
};

export function LeadStateBadge({ handled }: { handled: boolean }) {
  return handled ? (
    <Badge tone="good">{leadStateNames.handled}</Badge>
  ) : (
    <Badge tone="info">{leadStateNames.new}</Badge>
  );
}

const columns: Column<LeadSummary>[] = [
  {
    header: copy.name,
    rowHeader: true,
    className: "min-w-40",
    cell: (lead) => (
      <Link to={`/admin/leads/${lead.id}`} className={textLinkStyle}>
        {lead.name || copy.noName}
      </Link>
    ),
  },
  { header: copy.received, cell: (lead) => formatDateTime(lead.createdAt), className: "whitespace-nowrap" },
  { header: copy.type, cell: (lead) => leadTypeNames[lead.type] },
  { header: copy.email, cell: (lead) => lead.email, className: "whitespace-nowrap" },
  { header: copy.organization, cell: (lead) => lead.organization, className: "min-w-32" },
  { header: copy.state, cell: (lead) => <LeadStateBadge handled={lead.handled} /> },
  {
    header: copy.delivery,
    cell: (lead) => <Badge tone={deliveryTones[lead.delivery]}>{deliveryNames[lead.delivery]}</Badge>,
  },
];

/** The leads of one page; the name opens the lead. Visitor values are text (React escapes them). */
export function LeadTable({ leads }: { leads: readonly LeadSummary[] }) {
  return (
    <DataTable
      id="leads"
      caption={copy.caption}
      captionHidden
      columns={columns}
      rows={leads}
      rowKey={(lead) => lead.id}
      empty={copy.empty}
    />
  );
}
