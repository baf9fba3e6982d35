import { partnerReviewTime } from "~/content/partners";
import { CancelButton, LeadDialog, type LeadDialogProps } from "./lead-dialog";
import { PartnerForm } from "./partner-form";

export const partnerDialog = {
  title: "Apply to Become a Partner",
  description: `Tell us about your company. We review every application and reply within ${partnerReviewTime}.`,
} as const;

/** The form and the dialog share one submission: the dialog stays open while it runs. */
const fetcherKey = "partner-dialog";

/** Loaded when an "Apply to Become a Partner" button is first pointed at or focused. */
export default function PartnerDialog(props: LeadDialogProps) {
  return (
    <LeadDialog {...props} {...partnerDialog} fetcherKey={fetcherKey}>
      <PartnerForm
        fetcherKey={fetcherKey}
        onSuccess={() => props.onOpenChange(false)}
        actions={(busy) => <CancelButton busy={busy} />}
      />
    </LeadDialog>
  );
}
