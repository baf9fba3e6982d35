import type { ReactNode, Ref } from "react";
import { buttonStyles } from "../layout";

type SubmitButtonProps = {
  busy: boolean;
  /** What the button says while the form is sending, e.g. "Sending...". */
  busyLabel: string;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** The form's submit button: disabled and relabelled while the form is sending. */
export function SubmitButton({ busy, busyLabel, children, className = "", ref }: SubmitButtonProps) {
  return (
    <button ref={ref} type="submit" disabled={busy} className={`${buttonStyles.primary} ${className}`}>
      {busy ? busyLabel : children}
    </button>
  );
}
