import { Download } from "lucide-react";
import { lazy } from "react";
import type { ButtonVariant } from "~/ui/layout";
import { DialogButton } from "~/ui/dialog-button";

const load = () => import("./presentation-dialog");
const PresentationDialog = lazy(load);

/** "Download the Presentation": the form in a dialog; a link to /presentation until hydrated. */
export function PresentationButton({
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
      to="/presentation"
      dialog={PresentationDialog}
      preload={load}
      variant={variant}
      className={className}
    >
      <Download aria-hidden="true" className="size-5" />
      {label}
    </DialogButton>
  );
}
