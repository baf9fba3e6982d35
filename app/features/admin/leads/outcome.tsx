import { useFocusOnMount } from "~/features/account/focus";
import type { AdminReply } from "../schemas";

/**
 * What a form of the inbox did, written into the page (with or without JavaScript): a status for
 * a change made, an alert for a refusal. It takes focus, so it is read out and the next Tab
 * starts from it. Keyed by the reply's id, so each answer is a new message.
 */
export function AdminOutcome({
  reply,
  shownByForms = [],
}: {
  reply: Pick<AdminReply, "ok" | "message" | "errors">;
  /** Fields whose form names its own errors (an error summary that takes focus instead). */
  shownByForms?: readonly string[];
}) {
  const ref = useFocusOnMount<HTMLDivElement>();
  const errors = Object.entries(reply.errors ?? {});
  const unshown = errors.find(([field]) => !shownByForms.includes(field));
  if (errors.length && !unshown) return null;
  // A refused hidden field (a job, an address) has no place on the page: its message goes here.
  const message = unshown ? unshown[1] : reply.message;
  // break-words: a message may quote a visitor's address ("Sent to …"), which may be one long word.
  return (
    <div
      ref={ref}
      role={reply.ok ? "status" : "alert"}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      className={`scroll-mt-20 rounded-lg border-l-4 p-4 font-semibold break-words text-ink outline-none focus-visible:ring-2 focus-visible:ring-brand ${
        reply.ok ? "border-accent bg-accent-soft" : "border-danger bg-surface-alt"
      }`}
    >
      {message}
    </div>
  );
}
