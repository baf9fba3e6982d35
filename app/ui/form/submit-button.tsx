import { useEffect, useRef, type ReactNode, type Ref } from "react";
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

/**
 * For a SubmitButton whose answer does not move focus itself (a toast, or a message already on
 * the page): disabled while busy, the button loses focus; it takes it back when the answer comes,
 * unless something else (an error summary) took it meanwhile.
 */
export function useRefocusAfterBusy(busy: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && document.activeElement === document.body) button.current?.focus();
    wasBusy.current = busy;
  }, [busy]);
  return button;
}
