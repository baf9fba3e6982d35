type FormMessageProps = {
  tone: "success" | "error";
  title: string;
  description?: string;
  /** A second line after the description. */
  more?: string;
};

/**
 * A form's result written into the page, for visitors without JavaScript (who get no toast):
 * "sent" in calm green, "not sent" in red. The page it is in is the answer to the submit, so it
 * takes focus (autofocus), as the error summary does.
 */
export function FormMessage({ tone, title, description, more }: FormMessageProps) {
  const success = tone === "success";
  return (
    <div
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      role={success ? "status" : "alert"}
      className={`rounded-lg border-l-4 p-4 text-ink ${success ? "border-accent bg-accent-soft" : "border-danger bg-surface-alt"}`}
    >
      <p className="font-semibold">{title}</p>
      {description ? <p className="mt-1">{description}</p> : null}
      {more ? <p className="mt-1">{more}</p> : null}
    </div>
  );
}
