import { leadPage } from "~/content/admin";
import { Address } from "./address";
import { DataTable, type Column } from "../ui/data-table";
import { JobStateBadge, SentAt } from "./job-state";
import { PostButton } from "../ui/post-button";
import type { EmailJobView } from "../service";

const copy = leadPage.jobs;
const kindName = (kind: string) => leadPage.jobKinds[kind] ?? kind;

const columns: Column<EmailJobView>[] = [
  { header: copy.kind, rowHeader: true, cell: (job) => kindName(job.kind) },
  { header: copy.recipient, cell: (job) => <Address>{job.recipient}</Address> },
  { header: copy.state, cell: (job) => <JobStateBadge job={job} /> },
  { header: copy.attempts, cell: (job) => job.attempts, numeric: true },
  {
    header: copy.lastError,
    cell: (job) => job.lastError ?? copy.noError,
    // A mail server's refusal quotes the visitor's address, which may be one long word.
    cellClassName: "wrap-anywhere",
  },
  { header: copy.sentAt, cell: (job) => <SentAt job={job} notSent={copy.notSent} /> },
];

const retryColumn: Column<EmailJobView> = {
  header: copy.action,
  cell: (job) =>
    job.state === "failed" ? (
      <PostButton
        intent="retry"
        values={{ jobId: job.id }}
        label={copy.retry}
        name={copy.retryName(kindName(job.kind), job.recipient)}
        className="whitespace-nowrap"
      />
    ) : null,
};

/** A lead's e-mails; a failed one can be sent again at once ("Retry now"). */
export function JobsTable({ jobs }: { jobs: readonly EmailJobView[] }) {
  return (
    <DataTable
      id="jobs"
      caption={copy.caption}
      captionHidden
      // "Retry now" only where an e-mail failed: an empty column would only widen the table.
      columns={jobs.some((job) => job.state === "failed") ? [...columns, retryColumn] : columns}
      rows={jobs}
      rowKey={(job) => job.id}
      empty={copy.none}
    />
  );
}
