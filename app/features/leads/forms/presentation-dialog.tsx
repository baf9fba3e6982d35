import { CancelButton, LeadDialog, type LeadDialogProps } from "./lead-dialog";
import { PresentationForm } from "./presentation-form";

export const presentationDialog = {
  title: "Download the Presentation",
  description: "Tell us who you are and we'll email you a link to the presentation.",
} as const;

/** The form and the dialog share one submission: the dialog stays open while it runs. */
const fetcherKey = "presentation-dialog";

/** Loaded when a "Download the Presentation" button is first pointed at or focused. */
export default function PresentationDialog(props: LeadDialogProps) {
  return (
    <LeadDialog {...props} {...presentationDialog} fetcherKey={fetcherKey}>
      <PresentationForm
        fetcherKey={fetcherKey}
        idPrefix="presentation-dialog"
        onSuccess={() => props.onOpenChange(false)}
        actions={(busy) => <CancelButton busy={busy} />}
      />
    </LeadDialog>
  );
}
