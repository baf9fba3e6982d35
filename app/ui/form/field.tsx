import type { ReactNode } from "react";
import { formCopy } from "~/content/ui";

/** The attributes a control needs to be wired to its field's label, hint and error. */
export type ControlProps = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
};

/**
 * How a field says it is required or optional. GOV.UK style marks optional fields "(optional)";
 * forms that follow the asterisk convention (the partner form) mark required fields with "*";
 * "none" where every field is optional and saying so would be noise (a search filter).
 */
export type RequiredMarker = "optional" | "asterisk" | "none";

export type FieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown under the label when the answer is refused. */
  error?: string;
  required?: boolean;
  marker?: RequiredMarker;
  className?: string;
  /** Renders the control with the wiring it is given. */
  children: (control: ControlProps) => ReactNode;
};

/** Text inputs, selects and text areas share one look: 16 px text (no zoom on phones), a 3:1 border. */
export function controlClass(invalid: boolean, extra = ""): string {
  return `block w-full min-h-11 rounded-lg border bg-surface px-3.5 py-2.5 text-base text-ink placeholder:text-ink-muted ${
    invalid ? "border-danger ring-1 ring-danger" : "border-ink-muted"
  } ${extra}`;
}

export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(" ");
  return joined || undefined;
}

/** The visible marker after a label: "(optional)" or a decorative asterisk (aria-required says it). */
export function LabelMarker({ required, marker }: { required?: boolean; marker: RequiredMarker }) {
  if (marker === "none") return null;
  if (required) {
    return marker === "asterisk" ? (
      <span aria-hidden="true" className="ml-0.5 text-danger">
        *
      </span>
    ) : null;
  }
  return <span className="font-normal text-ink-muted">{` ${formCopy.optional}`}</span>;
}

/** A question's hint, under its label; nothing without one. */
export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  return children ? (
    <p id={id} className="text-sm text-ink-muted">
      {children}
    </p>
  ) : null;
}

/** The error line of a field; "Error:" is read out before the message (GOV.UK). */
export function FieldError({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="text-sm font-semibold text-danger">
      <span className="sr-only">{formCopy.errorPrefix}</span>
      {message}
    </p>
  );
}

/**
 * One question of a form (GOV.UK pattern): a visible label, an optional hint, the error message
 * when there is one, then the control, wired with aria-describedby and aria-invalid.
 */
export function Field({
  id,
  label,
  hint,
  error,
  required = false,
  marker = "optional",
  className = "",
  children,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${error ? "border-l-4 border-danger pl-3" : ""} ${className}`}>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
        <LabelMarker required={required} marker={marker} />
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      {error && errorId ? <FieldError id={errorId} message={error} /> : null}
      {children({
        id,
        "aria-describedby": describedBy(hintId, errorId),
        "aria-invalid": error ? true : undefined,
        "aria-required": required ? true : undefined,
      })}
    </div>
  );
}
