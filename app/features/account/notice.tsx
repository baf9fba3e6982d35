import { useFocusOnMount } from "./focus";

/**
 * What a finished change says on the page that follows it: a polite status message that takes
 * focus, so that it is read out and the next Tab starts from the top of the page.
 */
export function AccountNotice({ text }: { text: string }) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      className="scroll-mt-20 rounded-lg border-l-4 border-accent bg-accent-soft p-4 font-semibold text-ink outline-none focus-visible:ring-2 focus-visible:ring-brand"
    >
      {text}
    </div>
  );
}
