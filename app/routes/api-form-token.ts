import type { Route } from "./+types/api-form-token";

/**
 * A fresh form token for a lead form on a prerendered page (the page itself is the same for
 * every visitor, so it cannot carry one). Never cached: each token is one submission's key.
 */
export function loader({ context }: Route.LoaderArgs) {
  const token = context.services ? (context.formToken ?? "") : "";
  return Response.json(
    { token },
    { status: token ? 200 : 503, headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
  );
}
