import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PRERENDER_CHECKOUT_OFFER } from "../../../app/features/billing/offer";
import { PRERENDER_NONCE } from "../../../app/lib/nonce";
import { chooseCheckoutOffer, loadPrerendered } from "./prerendered";
import { scriptHash } from "./script-hashes";

// Shaped as React writes /pricing at build time: both offers, a link inside the form, and the
// placeholder in the loader data of the inline script.
const page = [
  "<main><p>Local AI Hero</p>",
  '<form data-checkout-offer="subscribe" action="/billing/checkout" method="post">',
  '<button type="submit">Subscribe<svg><path d="M5 12h14"></path></svg></button>',
  '<p>Paying against invoices? <a href="/book-demo">Talk to sales</a></p></form>',
  '<a class="button" data-checkout-offer="sales" href="/book-demo">Talk to sales<svg></svg></a>',
  '<a href="/roi-calculator">Estimate your return</a></main>',
  `<script nonce="${PRERENDER_NONCE}">enqueue("[\\"offer\\",\\"${PRERENDER_CHECKOUT_OFFER}\\"]")</script>`,
].join("");

/** The loader-data script as served with Stripe off. */
const loaderScript = 'enqueue("[\\"offer\\",\\"sales\\"]")';

describe("the checkout offer in prerendered /pricing", () => {
  it("keeps Subscribe, and says so in the loader data, when Stripe is configured", () => {
    const html = chooseCheckoutOffer(page, "subscribe");
    expect(html).toContain('<form data-checkout-offer="subscribe"');
    expect(html).toContain('<a href="/book-demo">Talk to sales</a></p></form>');
    expect(html).not.toContain('data-checkout-offer="sales"');
    expect(html).toContain('\\"offer\\",\\"subscribe\\"');
    expect(html).not.toContain(PRERENDER_CHECKOUT_OFFER);
    expect(html).toContain('<a href="/roi-calculator">');
  });

  it("keeps only Talk to sales without Stripe", () => {
    const html = chooseCheckoutOffer(page, "sales");
    expect(html).not.toContain("<form");
    expect(html).not.toContain("Subscribe");
    expect(html).toContain('data-checkout-offer="sales" href="/book-demo">Talk to sales<svg></svg></a>');
    expect(html).toContain('\\"offer\\",\\"sales\\"');
    expect(html).toContain('<a href="/roi-calculator">');
  });

  describe("loaded once at start-up", () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), "shopcity-prerendered-"));
    mkdirSync(path.join(clientDir, "pricing"));
    writeFileSync(
      path.join(clientDir, "pricing", "index.html"),
      `<!DOCTYPE html><html><body>${page}</body></html>`,
    );
    writeFileSync(path.join(clientDir, "pricing.data"), `[{"offer":"${PRERENDER_CHECKOUT_OFFER}"}]`);
    afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

    it("loads the same fixed bytes for the page and its navigation data, scripts hashed into the CSP", async () => {
      const files = await loadPrerendered(clientDir, ["/pricing"], {
        origin: "https://shopcity.test",
        checkout: "sales",
        https: true,
      });
      const page = files.get("/pricing")!;
      const html = page.body.toString();
      expect(html).not.toContain("Subscribe");
      expect(html).not.toContain(PRERENDER_NONCE);
      expect(page.status).toBe(200);
      const headers = page.variants.identity.headers;
      const csp = headers[headers.indexOf("Content-Security-Policy") + 1]!;
      expect(csp).toContain(`script-src 'self' 'strict-dynamic' '${scriptHash(loaderScript)}'`);
      expect(csp).not.toContain("nonce");
      expect(csp).toContain("upgrade-insecure-requests");
      expect(headers).toContain("Strict-Transport-Security");

      const data = files.get("/pricing.data")!;
      expect(data.body.toString()).toBe('[{"offer":"sales"}]');
      const dataHeaders = data.variants.identity.headers;
      expect(dataHeaders[dataHeaders.indexOf("Content-Type") + 1]).toBe("text/x-script; charset=utf-8");
      expect(dataHeaders[dataHeaders.indexOf("Content-Security-Policy") + 1]).toContain("script-src 'self';");
    });
  });
});
