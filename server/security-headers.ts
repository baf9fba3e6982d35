import type { IncomingMessage, ServerResponse } from "node:http";
import { site } from "../app/content/site";
import { randomString } from "./random";

function originOf(url: string): string | null {
  return /^https?:\/\//.test(url) ? new URL(url).origin : null;
}

/** Where our own forms may end up: Stripe's hosted billing portal and Checkout. */
export const stripeFormTargets = ["https://billing.stripe.com", "https://checkout.stripe.com"];

/** The Content-Security-Policy for one response, with that response's nonce. */
export function contentSecurityPolicy(nonce: string, https: boolean): string {
  const mediaHost = originOf(site.video.overviewSrc);
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Radix injects scroll-lock styles at run time; inline *scripts* stay forbidden.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `media-src 'self'${mediaHost ? ` ${mediaHost}` : ""}`,
    `frame-src ${site.video.heroEmbedOrigin}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    // A form's redirect is held to form-action too: Manage Billing and Subscribe without
    // JavaScript answer with a 303 to Stripe's portal or Checkout.
    `form-action 'self' ${stripeFormTargets.join(" ")}`,
    "manifest-src 'self'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

const nonces = new WeakMap<ServerResponse, string>();

/** The CSP nonce that `securityHeaders` gave this response. */
export function cspNonce(res: ServerResponse): string {
  return nonces.get(res) ?? "";
}

/** Sets the security headers on every response and gives it a fresh CSP nonce. */
export function securityHeaders({ https }: { https: boolean }) {
  return (_req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const nonce = randomString(16, "base64");
    nonces.set(res, nonce);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, https));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
