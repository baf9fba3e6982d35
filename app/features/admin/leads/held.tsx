import { useRef, useState } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { heldCopy } from "~/content/admin";
import { useFocusOnMount } from "~/features/account/focus";
import { useHydrated } from "~/lib/use-hydrated";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { buttonStyles, Panel } from "~/ui/layout";
import { PostButton } from "../ui/post-button";
import { intentField, type DeleteQuestion } from "../schemas";
import { formatDay } from "../ui/format";
import type { HeldWeek, LeadDetail } from "../service";

const ask = heldCopy.confirmDelete;

/** The page a deleted held lead leads back to: the held view, saying it is done. */
export const afterDelete = "/admin?verdict=held&deleted=1";

/** Where a lead's page sends an admin whose lead another admin has deleted: the list, saying so. */
export const afterGone = "/admin?gone=1";

/**
 * The action's answer to a Delete sent without `confirmed`: nothing is deleted, the page asks
 * (`DeleteConfirmation`). With JavaScript the dialog asks before anything is sent; this is the
 * question for a page without it, or pressed before it ran.
 */
export const askToDelete = (leadId: string): DeleteQuestion => ({
  ok: true,
  message: ask.title,
  confirmDelete: leadId,
});

/** Why a lead was held, one reason a line, in the words the server stored. */
export function HeldReasons({ reasons }: { reasons: readonly string[] }) {
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5">
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}

/**
 * The team's two answers to a held lead. Each is a POST of its own (it works without
 * JavaScript), Delete once confirmed; `who` names the lead in the buttons' accessible names, as a
 * list has many.
 */
export function HeldActions({ leadId, who }: { leadId: string; who?: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <PostButton
        intent="release"
        values={{ leadId }}
        label={heldCopy.deliver}
        name={who ? heldCopy.deliverName(who) : undefined}
        variant="primary"
      />
      <DeleteButton leadId={leadId} who={who} />
    </div>
  );
}

/** The answer yes to "Delete …?": the deletion itself. */
function ConfirmDeleteButton({ leadId, onSubmit }: { leadId: string; onSubmit?: () => void }) {
  return (
    <PostButton
      intent="delete"
      values={{ leadId, confirmed: "yes" }}
      label={ask.confirm}
      variant="danger"
      onSubmit={onSubmit}
    />
  );
}

/**
 * Delete, which asks first. With JavaScript the dialog asks and its button sends the confirmed
 * deletion; without it (or before it runs) the form goes to the action unconfirmed, which deletes
 * nothing and answers with the page asking (`DeleteConfirmation`).
 */
function DeleteButton({ leadId, who }: { leadId: string; who?: string }) {
  const hydrated = useHydrated();
  const [asking, setAsking] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const navigation = useNavigation();
  const deleting =
    navigation.state === "submitting" &&
    navigation.formData?.get(intentField) === "delete" &&
    navigation.formData.get("leadId") === leadId;
  return (
    <>
      <Form
        method="post"
        className="inline"
        onSubmit={(event) => {
          event.preventDefault();
          setAsking(true);
        }}
      >
        <input type="hidden" name={intentField} value="delete" />
        <input type="hidden" name="leadId" value={leadId} />
        <button
          ref={opener}
          type="submit"
          aria-label={who ? heldCopy.deleteName(who) : undefined}
          aria-haspopup={hydrated ? "dialog" : undefined}
          disabled={deleting}
          className={buttonStyles.secondary}
        >
          {heldCopy.delete}
        </button>
      </Form>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        returnFocusTo={opener}
        title={who ? ask.titleOf(who) : ask.title}
        description={ask.text}
        cancelLabel={ask.cancel}
      >
        {/* The dialog closes as the deletion is sent: its answer (a message that takes focus, or
            the held list) is on the page, which a dialog left open would hide. */}
        <ConfirmDeleteButton leadId={leadId} onSubmit={() => setAsking(false)} />
      </ConfirmDialog>
    </>
  );
}

/**
 * The question a Delete sent without JavaScript is answered with, where a form's answer shows. It
 * takes focus, as an answer does, so the next Tab reaches its buttons; Cancel reloads the page.
 */
export function DeleteConfirmation({ leadId, who }: { leadId: string; who?: string }) {
  const ref = useFocusOnMount<HTMLElement>();
  const { pathname, search } = useLocation();
  // The form posted to the list's index route ("?index"): Cancel goes back to the list itself.
  const query = new URLSearchParams(search);
  query.delete("index");
  const rest = query.toString();
  const back = rest ? `${pathname}?${rest}` : pathname;
  return (
    <section
      ref={ref}
      aria-labelledby="confirm-delete"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      className="flex scroll-mt-20 flex-col gap-4 rounded-lg border-l-4 border-danger bg-surface-alt p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand sm:p-5"
    >
      <h2 id="confirm-delete" className="text-xl font-bold tracking-tight wrap-anywhere">
        {who ? ask.titleOf(who) : ask.title}
      </h2>
      <p>{ask.text}</p>
      <div className="flex flex-wrap gap-3">
        <ConfirmDeleteButton leadId={leadId} />
        <Link to={back} className={buttonStyles.secondary}>
          {ask.cancel}
        </Link>
      </div>
    </section>
  );
}

/** On a held lead's page, above everything: why it was held and what to do. */
export function HeldPanel({ lead }: { lead: LeadDetail }) {
  if (lead.verdict !== "held") return null;
  return (
    <Panel id="lead-held" title={heldCopy.panel.heading}>
      <div className="flex flex-col gap-4">
        <p>{heldCopy.panel.text}</p>
        <div>
          <h3 className="mb-1 font-semibold">{heldCopy.reasons}</h3>
          <HeldReasons reasons={lead.heldReasons} />
        </div>
        <HeldActions leadId={lead.id} />
      </div>
    </Panel>
  );
}

/**
 * The held view's figures for the team: how many leads the filter held this week, and how many of
 * them the team delivered by hand, which tells whether the filter can be trusted.
 */
export function HeldWeekFigures({ week }: { week: HeldWeek }) {
  const copy = heldCopy.week;
  const figures = [
    [copy.held, week.held],
    [copy.delivered, week.delivered],
  ] as const;
  return (
    <section
      aria-labelledby="held-week-heading"
      className="rounded-card border border-line/70 bg-surface p-5 shadow-card sm:p-6"
    >
      <h2 id="held-week-heading" className="text-xl font-bold">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{copy.since(formatDay(week.since))}</p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-surface-alt p-4">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="text-3xl font-bold tabular-nums">{value.toLocaleString("en-US")}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 max-w-prose">{copy.text}</p>
    </section>
  );
}
