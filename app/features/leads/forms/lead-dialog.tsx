import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { leadDialogs } from "~/content/dialogs";
import { Dialog, DialogClose, type DialogOpenProps } from "~/ui/dialog";
import { buttonStyles } from "~/ui/layout";

type Props = DialogOpenProps & {
  title: string;
  description: string;
  /** The form's fetcher key: while its submission is under way, the dialog cannot be closed. */
  fetcherKey: string;
  children: ReactNode;
};

/**
 * The dialog around a lead form. The header with the close button stays in view while a long
 * form scrolls. While the form is sending, nothing closes it.
 */
export function LeadDialog({ fetcherKey, ...props }: Props) {
  const busy = useFetcher({ key: fetcherKey }).state !== "idle";
  return <Dialog {...props} closeLabel={leadDialogs.close} layout="panel" locked={busy} />;
}

/** The dialog's Cancel button, disabled while the form is sending (spec: partner dialog). */
export function CancelButton({ busy }: { busy: boolean }) {
  return (
    <DialogClose disabled={busy} className={buttonStyles.secondary}>
      {leadDialogs.cancel}
    </DialogClose>
  );
}
