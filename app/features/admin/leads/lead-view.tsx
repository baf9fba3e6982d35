import { Form, Link, useLocation } from "react-router";
import { adminMessages, leadPage } from "~/content/admin";
import { ErrorSummary } from "~/ui/form/error-summary";
import { Field } from "~/ui/form/field";
import { contactHref } from "~/features/leads/contact-links";
import { useHydrated } from "~/lib/use-hydrated";
import { Textarea } from "~/ui/form/textarea";
import { buttonStyles, DetailRow, Panel, textLinkStyle } from "~/ui/layout";
import { AuditTable } from "../audit/audit-table";
import { formatDateTime } from "../ui/format";
import { JobsTable } from "./jobs-table";
import { LeadStateBadge } from "./lead-table";
import { PostButton } from "../ui/post-button";
import { useNoteDraft } from "./note-draft";
import { comparableNote, intentField, noteMaxLength, type AdminReply } from "../schemas";
import type { LeadDetail } from "../service";

const copy = leadPage;

/**
 * Back to the list the lead is in, with the filter it was opened from (`LeadLink`'s state, read
 * once hydrated: the server has no history); else all leads, or the held ones for a held lead.
 */
export function BackToLeads({ held = false }: { held?: boolean }) {
  const { state } = useLocation();
  const list = useHydrated() ? (state as { leads?: unknown } | null)?.leads : undefined;
  const unfiltered = held ? "/admin?verdict=held" : "/admin";
  return (
    <Link
      to={typeof list === "string" && list.startsWith("?") ? `/admin${list}` : unfiltered}
      className={`${textLinkStyle} inline-flex min-h-11 items-center`}
    >
      <span aria-hidden="true">←&nbsp;</span>
      {held ? copy.backToHeld : copy.back}
    </Link>
  );
}

/** Every field as the visitor sent it; values are text (React escapes them), line breaks kept. */
export function LeadFields({ lead }: { lead: LeadDetail }) {
  return (
    <Panel id="lead-fields" title={copy.fields.heading}>
      <dl className="divide-y divide-line">
        {lead.fields.map((field) => (
          <DetailRow key={field.label} label={field.label}>
            {field.provided ? (
              <FieldValue field={field} />
            ) : (
              <span className="text-ink-muted">{copy.fields.notProvided}</span>
            )}
          </DetailRow>
        ))}
      </dl>
    </Panel>
  );
}

/** A value as typed; the address and the phone number as links, to write or call from here. */
function FieldValue({ field }: { field: LeadDetail["fields"][number] }) {
  const { key, value } = field;
  const href = contactHref(key, value);
  if (!href) return <span className="whitespace-pre-wrap">{value}</span>;
  return (
    <a href={href} className={`${textLinkStyle} break-all`}>
      {value}
    </a>
  );
}

export function LeadAbout({ lead }: { lead: LeadDetail }) {
  const about = copy.details;
  return (
    <Panel id="lead-about" title={about.heading}>
      <dl className="mb-5 divide-y divide-line">
        <DetailRow narrow label={about.received}>
          {formatDateTime(lead.createdAt)}
        </DetailRow>
        <DetailRow narrow label={about.clientAddress}>
          {lead.clientAddress ?? about.unknownAddress}
        </DetailRow>
        <DetailRow narrow label={about.state}>
          <LeadStateBadge handled={lead.handled} />
        </DetailRow>
        {lead.handledAt ? (
          <DetailRow narrow label={about.handledAt}>
            {formatDateTime(lead.handledAt)}
          </DetailRow>
        ) : null}
      </dl>
      <PostButton
        intent="handled"
        values={{ handled: lead.handled ? "false" : "true" }}
        label={lead.handled ? about.markNew : about.markHandled}
        variant={lead.handled ? "secondary" : "primary"}
      />
    </Panel>
  );
}

/** The private note; a refused note keeps what was typed and says why beside the field. */
export function LeadNote({ lead, reply }: { lead: LeadDetail; reply?: AdminReply }) {
  const note = copy.note;
  const refused = reply?.intent === "note" && !reply.ok ? reply : undefined;
  // Refused because another admin saved meanwhile: their note, beside the words kept in the box.
  const savedMeanwhile =
    refused?.values?.noteBefore !== undefined &&
    comparableNote(refused.values.noteBefore) !== comparableNote(lead.note);
  const { restored, ref, onInput } = useNoteDraft(lead.id, lead.note);
  return (
    <Panel id="lead-note" title={note.heading}>
      {savedMeanwhile ? (
        <figure className="mb-4 rounded-lg border border-line bg-surface-alt p-4">
          <figcaption className="font-semibold">{note.savedNow}</figcaption>
          <p className="mt-2 whitespace-pre-line break-words">{lead.note ?? ""}</p>
        </figure>
      ) : null}
      <Form method="post" className="flex flex-col gap-4">
        {/* Checked at save: another admin's note is never written over unseen. */}
        <input type="hidden" name="noteBefore" value={lead.note ?? ""} />
        {refused?.errors?.note ? (
          <ErrorSummary
            title={adminMessages.problem}
            items={[{ id: "note", message: refused.errors.note }]}
            focusKey={refused.id}
            headingLevel={3}
          />
        ) : null}
        <input type="hidden" name={intentField} value="note" />
        {restored ? <p className="font-semibold">{note.restored}</p> : null}
        <Field id="note" label={note.label} hint={note.hint} error={refused?.errors?.note} marker="none">
          {(wiring) => (
            <Textarea
              {...wiring}
              // A new saved note (or a refusal) shows what it holds now.
              key={`${lead.note ?? ""}|${refused?.id ?? ""}`}
              ref={ref}
              onInput={onInput}
              name="note"
              rows={5}
              maxLength={noteMaxLength}
              defaultValue={refused?.values?.note ?? lead.note ?? ""}
            />
          )}
        </Field>
        <div>
          <button type="submit" className={buttonStyles.primary}>
            {note.save}
          </button>
        </div>
      </Form>
    </Panel>
  );
}

export function LeadJobs({ lead }: { lead: LeadDetail }) {
  return (
    <Panel id="lead-jobs" title={copy.jobs.heading}>
      <JobsTable jobs={lead.jobs} />
    </Panel>
  );
}

export function LeadHistory({ lead }: { lead: LeadDetail }) {
  return (
    <Panel id="lead-history" title={copy.history.heading}>
      <AuditTable
        id="lead-audit"
        caption={copy.history.heading}
        entries={lead.audit}
        empty={copy.history.empty}
        linkLeads={false}
      />
    </Panel>
  );
}
