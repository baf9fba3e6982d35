/**
 * The loader and action of /dashboard/team: the city account's people and invitations. Every
 * form is a plain POST here, with or without JavaScript; a finished change redirects back
 * (Post/Redirect/Get) with a `done` query the page turns into its notice.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { teamCopy } from "~/content/team";
import { readForm } from "~/features/auth/form-route";
import { parseForm, type FieldErrors } from "~/features/auth/schemas";
import { requireSession } from "~/features/auth/session";
import { inviteSchema, rowIdSchema } from "./schemas";
import type { TeamView } from "./service";

export const teamPath = "/dashboard/team";
export const teamIntents = ["invite", "cancel", "remove"] as const;

export type TeamReply =
  { intent: "invite"; errors: FieldErrors; email: string } | { intent: "failed"; message: string };

type Args = { request: Request; context: AppLoadContext; url: URL };

const done = ["invited", "canceled", "removed"] as const;
type Done = (typeof done)[number];

/** Refused answers make the page's title start with "Error: ". */
const refusedRequests = new WeakSet<object>();

/** The notice after a change; the address in the query is shown only where the list agrees. */
function noticeOf(url: URL, view: TeamView): string | null {
  const what = url.searchParams.get("done") as Done | null;
  const who = inviteSchema.safeParse({ email: url.searchParams.get("who") ?? "" });
  if (!what || !done.includes(what) || !who.success) return null;
  const email = who.data.email;
  const invited = view.invitations.some((found) => found.email === email);
  const listed = invited || view.members.some((found) => found.email.toLowerCase() === email);
  if (what === "invited") return invited ? teamCopy.done.invited(email) : null;
  return listed ? null : teamCopy.done[what](email);
}

export async function teamLoader({ request, context, url }: Args) {
  const { session, headers } = await requireSession(request, context, { url });
  headers.set("Cache-Control", "no-store");
  const services = context.services!;
  const refused = refusedRequests.has(context);
  const status = await services.billing.status(session.user.id).catch(() => null);
  if (!status?.subscribed) {
    return data({ subscribed: false as const, failed: status === null, refused }, { headers });
  }
  const [city, view] = await Promise.all([
    services.team.cityOf(session.user.id),
    services.team.team(request, personOf(session.user)),
  ]);
  return data(
    {
      subscribed: true as const,
      role: city.role,
      owner: city.ownerEmail,
      me: session.user.email.toLowerCase(),
      view,
      notice: noticeOf(url, view),
      refused,
    },
    { headers },
  );
}

export async function teamAction({ request, context, url }: Args) {
  const { session, headers } = await requireSession(request, context, { url });
  headers.set("Cache-Control", "no-store");
  const services = context.services!;
  const refuse = (reply: TeamReply, status = 400) => {
    refusedRequests.add(context);
    return data(reply, { status, headers });
  };
  const status = await services.billing.status(session.user.id).catch(() => null);
  if (!status?.subscribed) throw redirect(teamPath, { status: 303, headers });

  const form = await readForm(request);
  const intent = form.get("intent");
  const owner = personOf(session.user);
  const finished = (what: Done, email: string) =>
    redirect(`${teamPath}?${new URLSearchParams({ done: what, who: email })}`, { status: 303, headers });

  switch (intent) {
    case "invite": {
      const parsed = parseForm(inviteSchema, form);
      const typed = String(form.get("email") ?? "").slice(0, 300);
      if (!parsed.ok) return refuse({ intent, errors: parsed.errors, email: typed });
      const outcome = await services.team.invite(request, owner, parsed.value.email);
      if (outcome.ok) return finished("invited", parsed.value.email);
      if (outcome.field) return refuse({ intent, errors: { email: outcome.message }, email: typed }, 409);
      return refuse({ intent: "failed", message: outcome.message }, 409);
    }
    case "cancel":
    case "remove": {
      const id = rowIdSchema.safeParse(form.get("id"));
      if (!id.success) return refuse({ intent: "failed", message: teamCopy.errors.gone }, 409);
      const outcome =
        intent === "cancel"
          ? await services.team.cancel(request, owner, id.data)
          : await services.team.remove(request, owner, id.data);
      if (!outcome.ok) return refuse({ intent: "failed", message: outcome.message }, 409);
      return finished(intent === "cancel" ? "canceled" : "removed", outcome.email);
    }
    default:
      return refuse({ intent: "failed", message: teamCopy.errors.failed });
  }
}

const personOf = ({ id, email }: { id: string; email: string }) => ({ id, email });
