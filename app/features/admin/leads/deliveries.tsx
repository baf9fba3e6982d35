import { deliveriesCopy as copy } from "~/content/admin";
import { Panel } from "~/ui/layout";
import { DataTable, type Column } from "../ui/data-table";
import { JobStateBadge, SentAt } from "./job-state";
import { PostButton } from "../ui/post-button";
import type { DeliveryView, LeadDetail } from "../service";

const destinationName = (delivery: DeliveryView) =>
  copy.destinations[delivery.destination] ?? delivery.destination;

const columns: Column<DeliveryView>[] = [
  { header: copy.destination, rowHeader: true, cell: destinationName, className: "min-w-32" },
  { header: copy.target, cell: (delivery) => delivery.target, className: "break-words" },
  { header: copy.state, cell: (delivery) => <JobStateBadge job={delivery} /> },
  { header: copy.attempts, cell: (delivery) => delivery.attempts, numeric: true },
  {
    header: copy.lastStatus,
    cell: (delivery) => delivery.lastStatus ?? copy.noStatus,
    className: "tabular-nums",
  },
  {
    header: copy.lastError,
    cell: (delivery) => delivery.lastError ?? copy.noError,
    // A CRM's answer may quote what the visitor sent, long unbroken words included.
    className: "min-w-48",
    cellClassName: "wrap-anywhere",
  },
  {
    header: copy.sentAt,
    // On a line of its own in the table; a phone's card is narrower than "Next automatic try: …".
    className: "sm:whitespace-nowrap",
    cell: (delivery) => <SentAt job={delivery} notSent={copy.notSent} />,
  },
];

const retryColumn: Column<DeliveryView> = {
  header: copy.action,
  cell: (delivery) =>
    delivery.state === "failed" ? (
      <PostButton
        intent="retry"
        values={{ jobId: delivery.id }}
        label={copy.retry}
        name={copy.retryName(destinationName(delivery))}
        className="whitespace-nowrap"
      />
    ) : null,
};

/**
 * Where the lead was handed on (CRMs, webhook), each with its last answer; a failed one, refused
 * for good or not, can be sent again at once. Nothing is shown where no destination is configured.
 */
export function LeadDeliveries({ lead }: { lead: LeadDetail }) {
  if (!lead.deliveries.length) return null;
  return (
    <Panel id="lead-deliveries" title={copy.heading}>
      <DataTable
        id="deliveries"
        caption={copy.caption}
        captionHidden
        columns={
          lead.deliveries.some((delivery) => delivery.state === "failed")
            ? [...columns, retryColumn]
            : columns
        }
        rows={lead.deliveries}
        rowKey={(delivery) => delivery.id}
        empty=""
      />
    </Panel>
  );
}
