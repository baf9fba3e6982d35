import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { useFetcher } from "react-router";
import { buttonStyles } from "~/ui/layout";

export type LeadDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: focus goes back to it when it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

type Props = LeadDialogProps & {
  title: string;
  description: string;
  /** The form's fetcher key: while its submission is under way, the dialog cannot be closed. */
  fetcherKey: string;
  children: ReactNode;
};

/**
 * The dialog around a lead form (Radix Dialog: focus trapped inside, Escape closes, focus goes
 * back to the opener). The header with the close button stays in view while a long form scrolls.
 * While the form is sending, nothing closes it: the close button is disabled, Escape and clicks
 * outside are ignored.
 */
export function LeadDialog({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  description,
  fetcherKey,
  children,
}: Props) {
  const busy = useFetcher({ key: fetcherKey }).state !== "idle";
  const holdWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-card bg-surface text-ink shadow-card"
          onEscapeKeyDown={holdWhileBusy}
          onPointerDownOutside={holdWhileBusy}
          onInteractOutside={holdWhileBusy}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-8">
            <div>
              <Dialog.Title className="text-lg font-bold tracking-tight sm:text-2xl">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-muted sm:text-base">
                {description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              disabled={busy}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-line hover:bg-surface-alt disabled:cursor-not-allowed disabled:opacity-60"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-6 sm:px-8">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's Cancel button, disabled while the form is sending (spec: partner dialog). */
export function CancelButton({ busy }: { busy: boolean }) {
  return (
    <Dialog.Close disabled={busy} className={buttonStyles.secondary}>
      Cancel
    </Dialog.Close>
  );
}
