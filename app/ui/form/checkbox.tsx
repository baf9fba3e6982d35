import type { ReactNode } from "react";
import { describedBy, FieldError, FieldHint, LabelMarker, type RequiredMarker } from "./field";

type CheckboxProps = {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  marker?: RequiredMarker;
  defaultChecked?: boolean;
  className?: string;
};

/**
 * A yes/no question: the box (24 px) sits before its label, and the whole label is the target.
 * Unchecked boxes are not marked "(optional)": leaving one unticked is an answer.
 */
export function Checkbox({
  id,
  name,
  label,
  hint,
  error,
  required = false,
  marker = "optional",
  defaultChecked,
  className = "",
}: CheckboxProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${error ? "border-l-4 border-danger pl-3" : ""} ${className}`}>
      {error && errorId ? <FieldError id={errorId} message={error} /> : null}
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={defaultChecked}
          aria-describedby={describedBy(hintId, errorId)}
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
          className="mt-0.5 size-6 shrink-0 cursor-pointer rounded border-ink-muted accent-brand"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="cursor-pointer text-ink">
            {label}
            {required ? <LabelMarker required marker={marker} /> : null}
          </label>
          <FieldHint id={hintId}>{hint}</FieldHint>
        </div>
      </div>
    </div>
  );
}
