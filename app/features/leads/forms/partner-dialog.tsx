import { leadDialogs } from "~/content/dialogs";
import type { DialogOpenProps } from "~/ui/dialog";
import { CancelButton, LeadDialog } from "./lead-dialog";
import { LeadForm } from "./lead-form";
import { partnerForm } from "./partner-form";

/** The form and the dialog share one submission: the dialog stays open while it runs. */
const fetcherKey = "partner-dialog";

/** Loaded when an "Apply to Become a Partner" button is first pointed at or focused. */
export default function PartnerDialog(props: DialogOpenProps) {
  return (
    <LeadDialog {...props} {...leadDialogs.partner} fetcherKey={fetcherKey}>
      <LeadForm
        form={partnerForm}
        fetcherKey={fetcherKey}
        onSuccess={() => props.onOpenChange(false)}
        actions={(busy) => <CancelButton busy={busy} />}
      />
    </LeadDialog>
  );
}
