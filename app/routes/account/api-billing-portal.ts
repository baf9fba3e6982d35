import { apiError, noStore, retryAfter, wrongMethod } from "~/lib/json-api";
import { subscriptionMessages } from "~/content/account";
import { memberBilling } from "~/content/team";
import type { Route } from "./+types/api-billing-portal";

/** customer-portal: `{ url }` of Stripe's billing portal, or how invoice customers reach billing. */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.services;
  if (request.method !== "POST") return wrongMethod("POST");
  if (!services) return apiError(503, subscriptionMessages.portalFailed);
  const { session, headers } = await services.auth.getSession(request);
  // The spec gives a missing session the same message as any portal failure.
  if (!session) return apiError(401, subscriptionMessages.portalFailed, headers);
  try {
    const answer = await services.billing.portal(session.user, { clientAddress: context.clientAddress });
    if (answer.kind === "limited") {
      return apiError(429, subscriptionMessages.rateLimited, retryAfter(answer.retryAfterSeconds, headers));
    }
    if (answer.kind === "owner-only") return apiError(403, memberBilling.refused(answer.owner), headers);
    const body = answer.kind === "url" ? { url: answer.url } : { url: null, billing_email: answer.email };
    return Response.json(body, { headers: noStore(headers) });
  } catch (error) {
    context.log?.warn({ err: String(error) }, "billing portal failed");
    return apiError(502, subscriptionMessages.portalFailed, headers);
  }
}

export const loader = () => wrongMethod("POST");
