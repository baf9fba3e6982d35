import { redirect } from "react-router";
import { signInPath } from "~/features/auth/session";
import type { Route } from "./+types/billing-checkout";

/**
 * /pricing's Subscribe: Stripe Checkout for a signed-in visitor, /auth (and back) for anyone else,
 * and the sales team when Stripe is not configured.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.services;
  if (!services?.billing.stripeEnabled) return redirect("/book-demo");
  const { session, headers } = await services.auth.getSession(request);
  if (!session) return redirect(signInPath("/pricing"), { headers });
  try {
    const { url } = await services.billing.checkout(session.user);
    return redirect(url, { headers });
  } catch (error) {
    context.log?.warn({ err: String(error) }, "checkout failed");
    return redirect("/pricing?checkout=failed", { headers });
  }
}

export function loader() {
  return redirect("/pricing");
}
