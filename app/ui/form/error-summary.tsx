import { useEffect, useRef, type MouseEvent } from "react";
import { formCopy } from "~/content/ui";

export type ErrorSummaryItem = { id: string; message: string };

type ErrorSummaryProps = {
  title: string;
  description?: string;
  /** Each refused field: the id of its control and its message. */
  items: readonly ErrorSummaryItem[];
  /** A new value moves focus to the summary again (a new submit); blur updates leave it alone. */
  focusKey: unknown;
  headingLevel?: 2 | 3 | 4;
};

const titlePrefix = formCopy.errorPrefix;

/**
 * "Error: " before the document's title while the calling component shows (GOV.UK): a refused
 * form in the running page says so as the page sent without JavaScript does (its `meta`).
 */
export function useErrorTitle() {
  useEffect(() => {
    if (!document.title.startsWith(titlePrefix)) document.title = `${titlePrefix}${document.title}`;
    return () => {
      if (document.title.startsWith(titlePrefix)) document.title = document.title.slice(titlePrefix.length);
    };
  }, []);
}

/**
 * The GOV.UK error summary: a box at the top of the form with the problem and a link to each
 * refused field. It takes focus when it appears (with JavaScript through an effect, without it
 * through autofocus), and the document title starts with "Error: " while it shows.
 */
export function ErrorSummary({ title, description, items, focusKey, headingLevel = 2 }: ErrorSummaryProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    box.current?.focus();
  }, [focusKey]);

  useErrorTitle();

  const Heading = (["h2", "h3", "h4"] as const)[headingLevel - 2] ?? "h2";
  // The description repeats the only message in one-field forms; say it once.
  const showDescription = description && !items.some((item) => item.message === description);
  return (
    <div
      ref={box}
      tabIndex={-1}
      // Without JavaScript the page is new after a refused submit: autofocus brings the summary
      // to the visitor, as GOV.UK does.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      // Focus scrolls it into view below the fixed navigation bar, not under it (WCAG 2.4.11).
      className="scroll-mt-20 rounded-lg border-4 border-danger bg-surface p-4 text-ink sm:p-5"
    >
      <div role="alert">
        <Heading className="text-lg font-bold">{title}</Heading>
        {showDescription ? <p className="mt-1">{description}</p> : null}
        {items.length ? (
          <ul className="mt-3 space-y-1.5">
            {items.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  onClick={(event) => focusField(event, item.id)}
                  className="inline-block py-0.5 font-semibold text-danger underline underline-offset-4 hover:decoration-2"
                >
                  {item.message}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** Moves focus to the field and brings its label into view too, not only the control. */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const control = document.getElementById(id);
  if (!control) return;
  event.preventDefault();
  const label = document.querySelector(`label[for="${CSS.escape(id)}"]`);
  (label ?? control).scrollIntoView({ block: "center" });
  control.focus({ preventScroll: true });
}
