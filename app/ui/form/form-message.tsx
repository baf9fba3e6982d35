import type { Ref } from "react";

type FormMessageProps = {
  /** "info": a step to take, not a failure (an expired form to send again). */
  tone: "success" | "info" | "error";
  title: string;
  description?: string;
  /** A second line after the description. */
  more?: string;
  /**
   * autoFocus moves focus only in a page that arrives whole: a message that appears in the
   * running page (with JavaScript) is focused through this ref (useFocusOnMount).
   */
  ref?: Ref<HTMLDivElement>;
};

/**
 * A form's result written into the page, for visitors without JavaScript (who get no toast):
 * "sent" in calm green, "not sent" in red. The page it is in is the answer to the submit, so it
 * takes focus (autofocus), as the error summary does.
 */
const toneStyles = {
  success: "border-accent bg-accent-soft",
  info: "border-brand bg-brand-soft",
  error: "border-danger bg-surface-alt",
} as const;

export function FormMessage({ tone, title, description, more, ref }: FormMessageProps) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border-l-4 p-4 text-ink ${toneStyles[tone]}`}
    >
      <p className="font-semibold">{title}</p>
      {description ? <p className="mt-1">{description}</p> : null}
      {more ? <p className="mt-1">{more}</p> : null}
    </div>
  );
}
