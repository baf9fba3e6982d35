import { useState, type FormEvent, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { teamCopy } from "~/content/team";
import { parseForm, type FieldErrors } from "~/features/auth/schemas";
import { ErrorSummary } from "~/ui/form/error-summary";
import { Field } from "~/ui/form/field";
import { Input } from "~/ui/form/input";
import { SubmitButton } from "~/ui/form/submit-button";
import { buttonStyles, Panel } from "~/ui/layout";
import { inviteSchema } from "./schemas";
import { teamPath, type TeamReply } from "./team-route";
import type { TeamView } from "./service";

const copy = teamCopy;

/** "2027-03-01T…" → "March 1, 2027", the same on the server and in the browser. */
const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });

/** A row's one button: a plain POST of its intent and id, with or without JavaScript. */
function RowAction({ intent, id, label, text }: { intent: string; id: string; label: string; text: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === id;
  return (
    <Form method="post" action={teamPath} className="shrink-0">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" aria-label={label} disabled={busy} className={buttonStyles.secondary}>
        {text}
      </button>
    </Form>
  );
}

/** One person or invitation: who, a line about them, and the owner's button for it. */
function Row({ title, detail, action }: { title: ReactNode; detail: ReactNode; action?: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words">{title}</p>
        <p className="text-sm text-ink-muted">{detail}</p>
      </div>
      {action}
    </li>
  );
}

export function MemberList({ view, me, canManage }: { view: TeamView; me: string; canManage: boolean }) {
  return (
    <Panel id="team-members" title={copy.members.heading}>
      <ul className="divide-y divide-line">
        {view.members.map((found) => (
          <Row
            key={found.id}
            title={
              <>
                {found.email}
                {found.email.toLowerCase() === me ? (
                  <span className="font-normal"> {copy.members.you}</span>
                ) : null}
              </>
            }
            detail={`${copy.members.role[found.role]} · ${copy.members.joined(day(found.joinedAt))}`}
            action={
              canManage && found.role === "member" ? (
                <RowAction
                  intent="remove"
                  id={found.id}
                  label={copy.members.removeLabel(found.email)}
                  text={copy.members.remove}
                />
              ) : null
            }
          />
        ))}
      </ul>
    </Panel>
  );
}

export function InvitationList({ view }: { view: TeamView }) {
  return (
    <Panel id="team-invitations" title={copy.invitations.heading}>
      {view.invitations.length === 0 ? (
        <p className="text-ink-muted">{copy.invitations.none}</p>
      ) : (
        <ul className="divide-y divide-line">
          {view.invitations.map((found) => (
            <Row
              key={found.id}
              title={found.email}
              detail={copy.invitations.expires(day(found.expiresAt))}
              action={
                <RowAction
                  intent="cancel"
                  id={found.id}
                  label={copy.invitations.cancelLabel(found.email)}
                  text={copy.invitations.cancel}
                />
              }
            />
          ))}
        </ul>
      )}
    </Panel>
  );
}

type InviteReply = Extract<TeamReply, { intent: "invite" }>;

/**
 * The invitation form: the same schema checks the address in the browser first; without
 * JavaScript (or past that check) it posts to the page's action, which checks it again and asks
 * the organization plugin, whose refusals (already a member, already invited) come back inline.
 */
export function InviteForm({ reply }: { reply?: InviteReply }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "invite";
  /** The browser's refusal of the last submit; a new object each time, so focus moves again. */
  const [refusal, setRefusal] = useState<{ errors: FieldErrors }>();
  const shown = refusal ?? reply;
  const error = shown?.errors.email;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = parseForm(inviteSchema, new FormData(event.currentTarget));
    if (parsed.ok) return setRefusal(undefined);
    event.preventDefault();
    setRefusal({ errors: parsed.errors });
  }

  return (
    <Panel id="team-invite" title={copy.invite.heading}>
      <Form
        method="post"
        action={teamPath}
        noValidate
        onSubmit={onSubmit}
        className="flex max-w-xl flex-col gap-5"
      >
        {error ? (
          <ErrorSummary
            title={copy.errors.problem}
            items={[{ id: "invite-email", message: error }]}
            focusKey={shown}
            headingLevel={3}
          />
        ) : null}
        <input type="hidden" name="intent" value="invite" />
        <Field
          id="invite-email"
          label={copy.invite.email.label}
          hint={copy.invite.email.hint}
          error={error}
          required
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              name="email"
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="off"
              maxLength={254}
              defaultValue={reply?.email ?? ""}
            />
          )}
        </Field>
        <div>
          <SubmitButton busy={busy} busyLabel={copy.invite.busy}>
            {copy.invite.submit}
          </SubmitButton>
        </div>
      </Form>
    </Panel>
  );
}
