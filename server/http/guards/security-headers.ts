import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { site } from "../../../app/content/site";

function originOf(url: string): string | null {
  return /^https?:\/\//.test(url) ? new URL(url).origin : null;
}

/** Where our own forms may end up: Stripe's hosted billing portal and Checkout. */
export const stripeFormTargets = ["https://billing.stripe.com", "https://checkout.stripe.com"];

/**
 * What lets a page's inline scripts run: a response's nonce (pages rendered per request), or the
 * hashes of exactly the inline scripts of a page whose bytes never change (prerendered pages and
 * the 404 page, decision 0001).
 */
export type ScriptSources = { nonce: string } | { hashes: readonly string[] };

function scriptSrc(scripts: ScriptSources): string {
  if ("nonce" in scripts) return `script-src 'self' 'nonce-${scripts.nonce}'`;
  // Without a hash there is nothing to trust dynamically, and 'strict-dynamic' would then
  // refuse even 'self' (a .data file, the sitemap).
  if (scripts.hashes.length === 0) return "script-src 'self'";
  // 'strict-dynamic' lets the hashed bootstrap load the build's modules (import(), modulepreload);
  // CSP3 browsers then ignore 'self', which stays for older ones.
  return `script-src 'self' 'strict-dynamic' ${scripts.hashes.map((hash) => `'${hash}'`).join(" ")}`;
}

/** The Content-Security-Policy for one response. */
export function contentSecurityPolicy(scripts: ScriptSources, https: boolean): string {
  const mediaHost = originOf(site.video.overviewSrc);
  const directives = [
    "default-src 'self'",
    scriptSrc(scripts),
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

/**
 * The security headers every response carries besides its CSP, as [name, value] pairs: the
 * middleware below and the precomputed answers of fixed pages (server/http/pages/fixed-response.ts) share them.
 */
export function fixedSecurityHeaders(https: boolean): [string, string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()"],
  ];
  if (https) headers.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains"]);
  return headers;
}

const nonces = new WeakMap<ServerResponse, string>();

/** The CSP nonce that `securityHeaders` gave this response. */
export function cspNonce(res: ServerResponse): string {
  return nonces.get(res) ?? "";
}

/** Sets the security headers on every response and gives it a fresh CSP nonce. */
export function securityHeaders({ https }: { https: boolean }) {
  const fixed = fixedSecurityHeaders(https);
  return (_req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const nonce = randomBytes(16).toString("base64");
    nonces.set(res, nonce);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce }, https));
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}
