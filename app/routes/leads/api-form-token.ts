import { openedParam } from "~/lib/form-token";
import { wrongMethod } from "~/lib/json-api";
import type { Route } from "./+types/api-form-token";

/**
 * A fresh form token for a lead form on a prerendered page (the page itself is the same for
 * every visitor, so it cannot carry one), dated back to when the page was opened. Never cached:
 * each token is one submission's key.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const token = context.services?.leads.formToken(Number(url.searchParams.get(openedParam) ?? 0)) ?? "";
  return Response.json(
    { token },
    { status: token ? 200 : 503, headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
  );
}

export const action = () => wrongMethod("GET");
