import { Link, useLocation } from "react-router";
import { deliveryNames, heldCopy, leadStateNames, leadTypeNames, leadsPage, leadPath } from "~/content/admin";
import { textLinkStyle } from "~/ui/layout";
import { Address } from "./address";
import { Badge, type BadgeTone } from "../ui/badge";
import { DataTable, type Column } from "../ui/data-table";
import { formatDateTime } from "../ui/format";
import { HeldActions, HeldReasons } from "./held";
import type { DeliveryState, LeadSummary } from "../service";

const copy = leadsPage.table;

/** How the list names a lead: its sender's name, else the address (a newsletter lead has no name). */
export const leadName = (lead: LeadSummary) => lead.name || lead.email || copy.noName;

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

/** The lead's page, which remembers the list's filter for its way back (`BackToLeads`). */
function LeadLink({ lead }: { lead: LeadSummary }) {
  const { search } = useLocation();
  return (
    <Link to={leadPath(lead.id)} state={{ leads: search }} className={textLinkStyle}>
      {leadName(lead)}
    </Link>
  );
}

const columns: Column<LeadSummary>[] = [
  {
    header: copy.name,
    rowHeader: true,
    // A visitor's long unbroken word breaks rather than widen the table past a laptop's window.
    cellClassName: "wrap-anywhere",
    cell: (lead) => <LeadLink lead={lead} />,
  },
  {
    header: copy.received,
    cell: (lead) => formatDateTime(lead.createdAt),
    className: "sm:whitespace-nowrap",
  },
  { header: copy.type, cell: (lead) => leadTypeNames[lead.type] },
  // On a phone too: who wrote and for whom is what the team calls or writes back on.
  { header: copy.email, cell: (lead) => <Address>{lead.email}</Address> },
  { header: copy.organization, cell: (lead) => lead.organization, cellClassName: "wrap-anywhere" },
  { header: copy.state, cell: (lead) => <LeadStateBadge handled={lead.handled} /> },
  {
    header: copy.delivery,
    cell: (lead) => <Badge tone={deliveryTones[lead.delivery]}>{deliveryNames[lead.delivery]}</Badge>,
  },
];

/**
 * In the held view, the state and delivery mean nothing yet: why it was held, and under it the
 * team's two answers, in one column so that the table fits a laptop's width.
 */
const heldColumns: Column<LeadSummary>[] = [
  // Name, received, type and e-mail: enough to judge by; the rest is on the lead's page.
  ...columns.slice(0, 4),
  {
    header: heldCopy.reasons,
    cell: (lead) => (
      <div className="flex flex-col gap-3">
        <HeldReasons reasons={lead.heldReasons} />
        <HeldActions leadId={lead.id} who={leadName(lead)} />
      </div>
    ),
    className: "sm:min-w-72",
  },
];

/**
 * The leads of one page; the name opens the lead. Visitor values are text (React escapes them).
 * `held`: the held view's columns.
 */
export function LeadTable({ leads, held = false }: { leads: readonly LeadSummary[]; held?: boolean }) {
  return (
    <DataTable
      id="leads"
      caption={held ? heldCopy.title : copy.caption}
      captionHidden
      columns={held ? heldColumns : columns}
      rows={leads}
      rowKey={(lead) => lead.id}
      empty={held ? heldCopy.empty : copy.empty}
    />
  );
}
