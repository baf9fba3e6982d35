import { useState, type InputHTMLAttributes } from "react";
import { formCopy } from "~/content/ui";
import { useHydrated } from "~/lib/use-hydrated";
import { Input } from "./input";

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { id: string };

const words = formCopy.passwordToggle;

/**
 * A password with a Show/Hide button (GOV.UK's password input). The button needs JavaScript, so
 * it appears once the page is hydrated: without it there is no dead control.
 */
export function PasswordInput({ className = "", ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  return (
    <div className="relative">
      <Input
        {...props}
        type={visible ? "text" : "password"}
        spellCheck={false}
        autoCapitalize="none"
        className={`${hydrated ? "pr-20" : ""} ${className}`}
      />
      {hydrated ? (
        <button
          type="button"
          aria-controls={props.id}
          aria-label={visible ? words.hideName : words.showName}
          disabled={props.disabled}
          onClick={() => setVisible((value) => !value)}
          className="absolute inset-y-1 right-1 min-w-16 rounded-md px-3 text-sm font-semibold text-brand underline-offset-4 hover:bg-surface-alt hover:underline disabled:opacity-60"
        >
          {visible ? words.hide : words.show}
        </button>
      ) : null}
    </div>
  );
}
