import type { AppLoadContext } from "react-router";
import type { LeadType } from "~/content/leads";
import { leadAction } from "../action.server";
import type { LeadReply } from "../reply";

/**
 * What each request's lead action answered, so the same request's loaders can see it. Without
 * JavaScript, a refused form comes back as a new page whose title must start with "Error: "
 * (GOV.UK); `meta` only sees loader data, so the page's loader passes the flag on.
 * Keyed by the request's load context: nothing outlives the request.
 */
const repliesByRequest = new WeakMap<object, LeadReply>();

/** A form page's action: the lead pipeline's, remembered for this request's loaders. */
export async function pageLeadAction(
  type: LeadType,
  { request, context }: { request: Request; context: AppLoadContext },
) {
  const result = await leadAction(type, request, context);
  if (typeof context === "object" && context !== null) repliesByRequest.set(context, result.data);
  return result;
}

/** True while rendering the page that answers a refused submission of one of its forms. */
export function formRefused(context: AppLoadContext | undefined): boolean {
  if (typeof context !== "object" || context === null) return false;
  return repliesByRequest.get(context)?.status === "invalid";
}
