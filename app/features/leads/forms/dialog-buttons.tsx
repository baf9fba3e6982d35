import { Download, Handshake, type LucideIcon } from "lucide-react";
import type { ComponentType } from "react";
import { lazyWithPreload } from "react-lazy-with-preload";
import { leadFormPaths } from "~/content/leads";
import type { DialogOpenProps } from "~/ui/dialog";
import { DialogButton } from "~/ui/dialog-button";
import type { ButtonVariant } from "~/ui/layout";

type ButtonProps = { label: string; variant?: ButtonVariant; className?: string };

/**
 * A button that opens a lead form in a dialog, whose code loads on first intent; until hydrated
 * (and without JavaScript) a link to the form's own page.
 */
function leadDialogButton(
  to: string,
  load: () => Promise<{ default: ComponentType<DialogOpenProps> }>,
  Icon: LucideIcon,
  iconSize: string,
) {
  const Dialog = lazyWithPreload(load);
  return function LeadDialogButton({ label, variant, className }: ButtonProps) {
    return (
      <DialogButton to={to} dialog={Dialog} variant={variant} className={className}>
        <Icon aria-hidden="true" className={iconSize} />
        {label}
      </DialogButton>
    );
  };
}

/** "Apply to Become a Partner". */
export const PartnerButton = leadDialogButton(
  leadFormPaths.partner,
  () => import("./partner-dialog"),
  Handshake,
  "size-4",
);

/** "Download the Presentation". */
export const PresentationButton = leadDialogButton(
  leadFormPaths.download_presentation,
  () => import("./presentation-dialog"),
  Download,
  "size-5",
);
