import { Handshake } from "lucide-react";
import { lazy } from "react";
import type { ButtonVariant } from "~/ui/layout";
import { DialogButton } from "~/ui/dialog-button";

const load = () => import("./partner-dialog");
const PartnerDialog = lazy(load);

/** "Apply to Become a Partner": the form in a dialog; a link to /partners/apply until hydrated. */
export function PartnerButton({
  label,
  variant,
  className,
}: {
  label: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <DialogButton
      to="/partners/apply"
      dialog={PartnerDialog}
      preload={load}
      variant={variant}
      className={className}
    >
      <Handshake aria-hidden="true" className="size-4" />
      {label}
    </DialogButton>
  );
}
