import { apiError, noStore, wrongMethod } from "~/lib/json-api";
import { subscriptionMessages } from "~/content/account";
import type { Route } from "./+types/api-subscription";

/** check-subscription: the session's subscription, from our own rows (cookie or bearer token). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.services;
  if (!services) return apiError(503, subscriptionMessages.loadFailed);
  const { session, headers } = await services.auth.getSession(request);
  if (!session) return apiError(401, subscriptionMessages.signInRequired, headers);
  try {
    const { subscribed, subscription_tier, subscription_end } = await services.billing.status(
      session.user.id,
    );
    // The spec's answer, field for field.
    return Response.json({ subscribed, subscription_tier, subscription_end }, { headers: noStore(headers) });
  } catch (error) {
    context.log?.warn({ err: String(error) }, "subscription status failed");
    return apiError(500, subscriptionMessages.loadFailed, headers);
  }
}

export const action = () => wrongMethod("GET");
