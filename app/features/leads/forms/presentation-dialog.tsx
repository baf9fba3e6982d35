import { leadDialogs } from "~/content/dialogs";
import type { DialogOpenProps } from "~/ui/dialog";
import { CancelButton, LeadDialog } from "./lead-dialog";
import { LeadForm } from "./lead-form";
import { presentationForm } from "./presentation-form";

/** The form and the dialog share one submission: the dialog stays open while it runs. */
const fetcherKey = "presentation-dialog";

/** Loaded when a "Download the Presentation" button is first pointed at or focused. */
export default function PresentationDialog(props: DialogOpenProps) {
  return (
    <LeadDialog {...props} {...leadDialogs.presentation} fetcherKey={fetcherKey}>
      <LeadForm
        form={presentationForm}
        fetcherKey={fetcherKey}
        idPrefix="presentation-dialog"
        onSuccess={() => props.onOpenChange(false)}
        actions={(busy) => <CancelButton busy={busy} />}
      />
    </LeadDialog>
  );
}
