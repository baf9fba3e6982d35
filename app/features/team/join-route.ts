/**
 * The loader and action of /dashboard/join?invitation=<id>, where an invitation's e-mail leads.
 * Anyone may open it: signed out, it explains and links to /auth, which brings them back; signed
 * in with the invited address, one POST accepts. Every other case is a sentence, never a 500.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { joinCopy, joinSeo } from "~/content/team";
import { readForm } from "~/features/auth/form-route";
import { withSignedInHint } from "~/features/auth/hint-cookie";
import { requireSession } from "~/features/auth/session";
import { rowIdSchema } from "./schemas";
import type { InvitationLookup } from "./service";

export type JoinReply = { message: string };

type Args = { request: Request; context: AppLoadContext; url: URL };

const refusedRequests = new WeakSet<object>();

/** The page's own address, the way back from /auth. */
export const joinPath = (invitationId: string) =>
  `${joinSeo.path}?${new URLSearchParams({ invitation: invitationId })}`;

const invitationIdOf = (url: URL) => {
  const parsed = rowIdSchema.safeParse(url.searchParams.get("invitation") ?? "");
  return parsed.success ? parsed.data : null;
};

export async function joinLoader({ request, context, url }: Args) {
  const services = context.services!;
  const { session, headers: renewed } = await services.auth.getSession(request);
  const headers = withSignedInHint(renewed, session !== null, { request, origin: context.origin });
  headers.set("Cache-Control", "no-store");
  const invitationId = invitationIdOf(url);
  const lookup: InvitationLookup = invitationId
    ? await services.team.invitation(invitationId)
    : { state: "unknown" };
  return data(
    {
      invitationId: invitationId ?? "",
      lookup,
      signedInAs: session?.user.email.toLowerCase() ?? null,
      refused: refusedRequests.has(context),
    },
    { headers },
  );
}

export async function joinAction({ request, context, url }: Args) {
  const { session, headers } = await requireSession(request, context, { url });
  headers.set("Cache-Control", "no-store");
  const form = await readForm(request);
  const invitationId = rowIdSchema.safeParse(form.get("invitation") ?? url.searchParams.get("invitation"));
  const outcome = invitationId.success
    ? await context.services!.team.accept(request, session.user, invitationId.data)
    : { ok: false as const, message: joinCopy.states.unknown.heading };
  if (outcome.ok) return redirect("/dashboard?saved=joined", { status: 303, headers });
  refusedRequests.add(context);
  return data<JoinReply>({ message: outcome.message }, { status: 409, headers });
}
