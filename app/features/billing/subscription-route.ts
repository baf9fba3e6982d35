/**
 * The loader and action of /subscription-success. The status comes from our own rows through
 * the billing service, on the server, so the page works without JavaScript. A client navigation
 * gets it deferred (the page shows its loading state meanwhile); a document request waits for it,
 * as a streamed-in part would need a script to appear.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { readForm } from "~/features/auth/form-route";
import { requireSession } from "~/features/auth/session";
import { retryAfter } from "~/lib/json-api";
import type { SubscriptionStatus } from "./service";

export type StatusResult = { ok: true; status: SubscriptionStatus } | { ok: false };

/**
 * Manage Billing without JavaScript: how invoice customers reach billing, that it failed, or that
 * there were too many attempts (HTTP 429).
 */
export type PortalReply =
  | { billingEmail: string }
  | { failed: true }
  | { limited: true }
  /** A colleague on a city's account: its owner manages billing. */
  | { ownerOnly: string };

type Args = { request: Request; context: AppLoadContext; url: URL };

export const portalIntent = "portal";

export async function subscriptionLoader({ request, context, url }: Args) {
  const { session, headers } = await requireSession(request, context, { notice: "auth-required", url });
  const billing = context.services!.billing;
  const status: Promise<StatusResult> = billing.status(session.user.id).then(
    (value) => ({ ok: true, status: value }),
    (error: unknown) => {
      context.log?.warn({ err: String(error) }, "subscription status failed");
      return { ok: false };
    },
  );
  const clientNavigation = new URL(request.url).pathname.endsWith(".data");
  headers.set("Cache-Control", "no-store");
  return data(
    {
      /** Back from Stripe Checkout (its success URL carries the session id). */
      activated: url.searchParams.has("session_id"),
      /** Without Stripe, Manage Billing always explains invoice billing: no new tab to open. */
      stripeEnabled: billing.stripeEnabled,
      status: clientNavigation ? status : await status,
    },
    { headers },
  );
}

export async function subscriptionAction({ request, context, url }: Args) {
  const { session, headers } = await requireSession(request, context, { notice: "auth-required", url });
  // A body that is not a form has no intent: refused, not a 500.
  const form = await readForm(request);
  if (form.get("intent") !== portalIntent)
    return data<PortalReply>({ failed: true }, { status: 400, headers });
  try {
    const answer = await context.services!.billing.portal(session.user, {
      clientAddress: context.clientAddress,
    });
    if (answer.kind === "limited") {
      const refused = retryAfter(answer.retryAfterSeconds, headers);
      return data<PortalReply>({ limited: true }, { status: 429, headers: refused });
    }
    if (answer.kind === "owner-only") {
      return data<PortalReply>({ ownerOnly: answer.owner }, { status: 403, headers });
    }
    if (answer.kind === "url") return redirect(answer.url, { status: 303, headers });
    return data<PortalReply>({ billingEmail: answer.email }, { headers });
  } catch (error) {
    context.log?.warn({ err: String(error) }, "billing portal failed");
    return data<PortalReply>({ failed: true }, { status: 502, headers });
  }
}
