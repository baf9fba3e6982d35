import { redirect } from "react-router";
import { subscriptionMessages } from "~/content/account";
import { memberBilling } from "~/content/team";
import { signInPath } from "~/features/auth/session";
import { retryAfter } from "~/lib/json-api";
import { checkoutFailedParam } from "~/features/billing/offer";
import type { Route } from "./+types/billing-checkout";

/**
 * /pricing's Subscribe: Stripe Checkout for a signed-in visitor, /auth (and back) for anyone else,
 * the subscription page for someone who already has one, and the sales team when Stripe is not
 * configured.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.services;
  if (!services?.billing.stripeEnabled) return redirect("/book-demo");
  const { session, headers } = await services.auth.getSession(request);
  if (!session) return redirect(signInPath("/pricing"), { headers });
  try {
    // A second subscription would bill the city twice.
    if ((await services.billing.status(session.user.id)).subscribed) {
      return redirect("/subscription-success", { headers });
    }
    const answer = await services.billing.checkout(session.user, { clientAddress: context.clientAddress });
    if (answer.kind === "limited") {
      // A sentence of its own, like the server's other refusals: /pricing is a fixed page.
      const refusal = retryAfter(answer.retryAfterSeconds, headers);
      refusal.set("Content-Type", "text/plain; charset=utf-8");
      return new Response(subscriptionMessages.rateLimited, { status: 429, headers: refusal });
    }
    if (answer.kind === "owner-only") {
      // A colleague whose city's subscription has lapsed: the owner subscribes again, not them.
      headers.set("Content-Type", "text/plain; charset=utf-8");
      return new Response(memberBilling.refused(answer.owner), { status: 403, headers });
    }
    return redirect(answer.url, { headers });
  } catch (error) {
    context.log?.warn({ err: String(error) }, "checkout failed");
    return redirect(`/pricing?${checkoutFailedParam.name}=${checkoutFailedParam.value}`, { headers });
  }
}

export function loader() {
  return redirect("/pricing");
}
