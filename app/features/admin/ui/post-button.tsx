import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { buttonStyles, type ButtonVariant } from "~/ui/layout";
import { intentField } from "../schemas";

/**
 * A change that is one button: a POST form with its intent and hidden values, to this page's
 * action. It works without JavaScript; with it, the button is disabled while the change runs.
 */
export function PostButton({
  intent,
  values = {},
  label,
  name,
  variant = "secondary",
  className = "",
  onSubmit,
}: {
  intent: string;
  values?: Record<string, string>;
  label: ReactNode;
  /** The button's full accessible name, where the visible word needs its row to make sense. */
  name?: string;
  variant?: ButtonVariant;
  className?: string;
  /** Runs as the form is sent (with JavaScript), e.g. to close the dialog it is in. */
  onSubmit?: () => void;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get(intentField) === intent &&
    Object.entries(values).every(([key, value]) => navigation.formData?.get(key) === value);
  return (
    <Form method="post" className="inline" onSubmit={onSubmit}>
      <input type="hidden" name={intentField} value={intent} />
      {Object.entries(values).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <button
        type="submit"
        aria-label={name}
        disabled={busy}
        className={`${buttonStyles[variant]} ${className}`}
      >
        {label}
      </button>
    </Form>
  );
}
