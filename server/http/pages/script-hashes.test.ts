import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PRERENDER_NONCE } from "../../../app/lib/nonce";
import { hashInlineScripts, scriptHash } from "./script-hashes";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

// The kinds of <script> a prerendered page holds: React Router's (nonce'd), a module, JSON-LD
// (a data block, never run), and a repeat.
const page = [
  `<html><head><link nonce="${PRERENDER_NONCE}" rel="icon" href="/favicon.svg"/>`,
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  `<script nonce="${PRERENDER_NONCE}">window.__reactRouterContext = {};</script>`,
  `</head><body><script nonce="${PRERENDER_NONCE}" type="module">await import("/assets/a.js");</script>`,
  `<script nonce="${PRERENDER_NONCE}">$RC("B:1","S:1")</script>`,
  `<script nonce="${PRERENDER_NONCE}">$RC("B:1","S:1")</script>`,
  `<script src="/assets/external.js"></script>`,
  "</body></html>",
].join("");

describe("hashInlineScripts", () => {
  const { html, hashes } = hashInlineScripts(page);

  it("drops every placeholder nonce, on scripts and links alike", () => {
    expect(html).not.toContain(PRERENDER_NONCE);
    expect(html).not.toContain("nonce=");
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
    expect(html).toContain('<script type="module">await import("/assets/a.js");</script>');
  });

  it("hashes exactly the inline scripts a browser runs, once each, in order", () => {
    expect(hashes).toEqual([
      sha256("window.__reactRouterContext = {};"),
      sha256('await import("/assets/a.js");'),
      sha256('$RC("B:1","S:1")'),
    ]);
  });

  it("hashes the text as the browser sees it, line ends normalised", () => {
    expect(scriptHash("a();\r\nb();\rc();")).toBe(sha256("a();\nb();\nc();"));
  });

  it("refuses a page that would keep the placeholder nonce anywhere else", () => {
    expect(() => hashInlineScripts(`<script>const n = "${PRERENDER_NONCE}";</script>`)).toThrow(
      /placeholder nonce/,
    );
  });
});
