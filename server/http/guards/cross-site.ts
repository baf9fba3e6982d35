import type { IncomingMessage, ServerResponse } from "node:http";
import { requestEndpoints, type Trust } from "./forwarded";
import { sendText } from "../pages/plain-text";
import { loggedUrl } from "../logged-url";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export const crossSiteRefusal =
  "This request did not come from this site's own pages: reload the page and try again.";

/**
 * Whether a request that changes something was sent by a page of another site. Browsers name the
 * page's origin in `Origin` on every such request, so a foreign one (or "null", which sandboxed
 * frames and some cross-site redirects send) is a cross-site request forgery attempt; a request
 * without `Origin` comes from a program, not a browser page, and a program has no victim's
 * cookies to abuse. Our own origin is the configured one (APP_URL) or, behind a proxy or on
 * another local name, the one this request was addressed to: an attacker's page cannot choose
 * the Host its victim's browser sends.
 */
export function isCrossSite(req: IncomingMessage, origin: string, trust: Trust): boolean {
  if (safeMethods.has(req.method ?? "GET")) return false;
  const given = req.headers.origin;
  if (given === undefined) return false;
  if (given === origin) return false;
  const { protocol, host } = requestEndpoints(req, trust);
  return given !== `${protocol}://${host}`;
}

/**
 * Refuses cross-site changes before anything reads them: the session cookie is SameSite=Lax,
 * which already keeps it off most of them, and this closes what Lax leaves open (a same-site
 * subdomain, an old browser) for every form and API at once, lead forms and accounts included.
 */
export function refuseCrossSite(origin: string, trust: Trust) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (!isCrossSite(req, origin, trust)) return next();
    req.log?.warn(
      { origin: req.headers.origin, url: loggedUrl(req.url ?? "") },
      "cross-site request refused",
    );
    sendText(res, 403, crossSiteRefusal);
  };
}
