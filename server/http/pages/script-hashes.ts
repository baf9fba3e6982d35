import { createHash } from "node:crypto";
import { PRERENDER_NONCE } from "../../../app/lib/nonce";

/**
 * A page whose bytes never change cannot carry a per-response nonce: its CSP lists the hashes of
 * its inline scripts instead (decision 0001).
 */
export type HashedPage = { html: string; hashes: string[] };

// React and React Router escape "</script" inside a script's text, so the first closing tag ends it.
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const typeAttribute = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const hasSource = /\bsrc\s*=/i;
const placeholderNonce = new RegExp(`\\snonce="${PRERENDER_NONCE}"`, "g");

/** Whether the browser runs this script (a data block such as JSON-LD it does not, and CSP ignores it). */
function runs(attributes: string): boolean {
  const match = typeAttribute.exec(attributes);
  const type = (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim().toLowerCase();
  return type === "" || type === "module" || type === "text/javascript" || type === "application/javascript";
}

/** The CSP source of one inline script: what the browser hashes is its text, line ends normalised. */
export function scriptHash(text: string): string {
  const digest = createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64");
  return `sha256-${digest}`;
}

/**
 * Drops the placeholder nonce from every element and returns the hashes of exactly the inline
 * scripts the browser will run, in order and without repeats.
 */
export function hashInlineScripts(page: string): HashedPage {
  const html = page.replace(placeholderNonce, "");
  if (html.includes(PRERENDER_NONCE)) {
    // A nonce left anywhere else (say, in data a script reads) would be a fixed, public nonce.
    throw new Error("The page still carries the placeholder nonce outside a nonce attribute.");
  }
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(inlineScript)) {
    if (hasSource.test(attributes) || !runs(attributes)) continue;
    hashes.add(scriptHash(text));
  }
  return { html, hashes: [...hashes] };
}
