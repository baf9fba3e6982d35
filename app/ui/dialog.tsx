import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useEffect, type ReactNode, type RefObject } from "react";
import { clearToasts } from "./toast/store";

/** What an opener hands the dialog it shows. */
export type DialogOpenProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control that opened the dialog: focus goes back to it when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * Two shapes: "panel" scrolls its body under a header that stays in view (long forms);
 * "media" is a wide frame around a player, its header part of the flow.
 */
const layouts = {
  panel: {
    overlay: "bg-black/60",
    content:
      "flex max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-2xl flex-col overflow-hidden text-ink",
    header: "border-b border-line px-5 py-4 sm:px-8",
    title: "text-lg font-bold tracking-tight sm:text-2xl",
    description: "mt-1 text-sm text-ink-muted sm:text-base",
    body: "overflow-y-auto px-5 py-6 sm:px-8",
  },
  media: {
    overlay: "bg-black/70",
    content: "w-[min(92vw,960px)] p-4 sm:p-6",
    header: "mb-3",
    title: "text-xl font-bold",
    description: "text-sm text-ink-muted",
    body: null,
  },
} as const;

export type DialogLayout = keyof typeof layouts;

type DialogProps = DialogOpenProps & {
  title: string;
  description?: string;
  /** The close button's accessible name. */
  closeLabel: string;
  layout?: DialogLayout;
  /** While true nothing closes the dialog: the close buttons are disabled, Escape and clicks outside are ignored. */
  locked?: boolean;
  children: ReactNode;
};

/**
 * A modal dialog (Radix Dialog: focus trapped inside, Escape closes) with a title, an optional
 * description and a close button. Focus goes back to the opener, which may have been
 * re-rendered since it opened the dialog.
 */
export function Dialog({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  description,
  closeLabel,
  layout = "panel",
  locked = false,
  children,
}: DialogProps) {
  const styles = layouts[layout];
  // Toasts sit above dialogs so that a dialog's own errors show; one left from before would
  // cover the dialog's buttons on a phone (and the dialog hides it from screen readers anyway).
  useEffect(() => {
    if (open) clearToasts();
  }, [open]);
  const holdWhileLocked = (event: Event) => {
    if (locked) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (locked && !next ? undefined : onOpenChange(next))}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={`fixed inset-0 z-50 ${styles.overlay}`} />
        <RadixDialog.Content
          className={`fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface shadow-card ${styles.content}`}
          // Without a description, Radix must not point aria-describedby at one.
          {...(description ? {} : { "aria-describedby": undefined })}
          onEscapeKeyDown={holdWhileLocked}
          onPointerDownOutside={holdWhileLocked}
          onInteractOutside={holdWhileLocked}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={`flex items-start justify-between gap-4 ${styles.header}`}>
            <div>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={styles.description}>
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              disabled={locked}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-line hover:bg-surface-alt disabled:cursor-not-allowed disabled:opacity-60"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{closeLabel}</span>
            </RadixDialog.Close>
          </div>
          {styles.body ? <div className={styles.body}>{children}</div> : children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A button inside a dialog that closes it, such as a form's Cancel. */
export function DialogClose({
  disabled,
  className,
  children,
}: {
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Close disabled={disabled} className={className}>
      {children}
    </RadixDialog.Close>
  );
}
