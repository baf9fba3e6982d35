import * as RadixDialog from "@radix-ui/react-dialog";
import { useRef, type ReactNode } from "react";
import type { DialogOpenProps } from "./dialog";
import { buttonStyles } from "./layout";

type ConfirmDialogProps = DialogOpenProps & {
  /** The question, e.g. "Delete this lead?". */
  title: string;
  /** What answering yes does, and what to do instead. */
  description: string;
  cancelLabel: string;
  /** What the admin confirms: a control that does it, such as a form's submit button. */
  children: ReactNode;
};

/**
 * A question before something that cannot be undone: an alert dialog (Radix Dialog, as Radix's
 * own AlertDialog builds it). Focus starts on Cancel, so an Enter pressed once more by mistake
 * changes nothing; Escape cancels; a click outside does nothing, as a stray click must not answer.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  description,
  cancelLabel,
  children,
}: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const ignore = (event: Event) => event.preventDefault();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <RadixDialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-6 overflow-y-auto rounded-card bg-surface p-5 text-ink shadow-card sm:p-8"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
          onPointerDownOutside={ignore}
          onInteractOutside={ignore}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="flex flex-col gap-2">
            {/* The question may name what a visitor typed, maybe one long word. */}
            <RadixDialog.Title className="text-xl font-bold tracking-tight wrap-anywhere sm:text-2xl">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Description className="text-ink-muted">{description}</RadixDialog.Description>
          </div>
          <div className="flex flex-wrap gap-3">
            {children}
            <RadixDialog.Close ref={cancel} className={buttonStyles.secondary}>
              {cancelLabel}
            </RadixDialog.Close>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
