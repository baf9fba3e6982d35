import { deliveriesCopy, deliveryNames } from "~/content/admin";
import { Badge } from "../ui/badge";
import { formatDateTime } from "../ui/format";
import { deliveryTones } from "./lead-table";
import type { EmailJobView } from "../service";

type Job = Pick<EmailJobView, "state" | "refused" | "sentAt" | "nextAttemptAt">;

/** An e-mail's or a delivery's state; one refused for good says so rather than "Failed". */
export function JobStateBadge({ job }: { job: Job }) {
  return (
    <Badge tone={deliveryTones[job.state]}>
      {job.refused ? deliveriesCopy.refused : deliveryNames[job.state]}
    </Badge>
  );
}

/** When it was sent; if not yet, when it is tried again, or that only "Retry now" will. */
export function SentAt({ job, notSent }: { job: Job; notSent: string }) {
  if (job.sentAt) return formatDateTime(job.sentAt);
  return (
    <>
      {notSent}
      <span className="block text-sm text-ink-muted">
        {job.refused
          ? deliveriesCopy.refusedNote
          : `${deliveriesCopy.nextAttempt}: ${formatDateTime(job.nextAttemptAt)}`}
      </span>
    </>
  );
}
