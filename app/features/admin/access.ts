import { data, type AppLoadContext } from "react-router";
import type { Actor, InboxService } from "./service";

/**
 * The 404 page, exactly as for a URL that does not exist: nobody but an admin learns that /admin
 * is there. Thrown, so the root's error boundary renders it with status 404.
 */
async function notFound(context: AppLoadContext, resource: boolean): Promise<never> {
  // A resource route has no page of its own: it answers with the site's 404 page, rendered by
  // the server, rather than an empty 404 that would tell the URL apart from a missing one.
  if (resource && context.notFoundPage) throw await context.notFoundPage();
  throw data(null, { status: 404 });
}

/**
 * The signed-in admin, or the 404 page for anyone else (signed out, signed in without the role,
 * or prerendering). Every /admin loader and action calls it first: child loaders run alongside
 * the layout's, so a check in the layout alone would not hold. For a change (any method but GET
 * and HEAD) the request must also come from our own origin: the session cookie is SameSite=Lax,
 * and the Origin check closes what Lax leaves open (a same-site subdomain, an old browser).
 */
export async function requireAdmin(
  request: Request,
  context: AppLoadContext,
  { resource = false }: { resource?: boolean } = {},
): Promise<{ actor: Actor; inbox: InboxService; headers: Headers }> {
  const services = context.services;
  if (!services?.inbox) return notFound(context, resource);
  const { session, headers } = await services.auth.getSession(request);
  if (!session?.user.isAdmin) return notFound(context, resource);
  if (request.method !== "GET" && request.method !== "HEAD") {
    const origin = request.headers.get("origin");
    if (!origin || origin !== context.origin) {
      context.log?.warn(
        { origin, path: new URL(request.url).pathname },
        "admin change refused: wrong origin",
      );
      throw data("This change did not come from this site's own pages: reload the page and try again.", {
        status: 403,
      });
    }
  }
  return { actor: { id: session.user.id, email: session.user.email }, inbox: services.inbox, headers };
}
