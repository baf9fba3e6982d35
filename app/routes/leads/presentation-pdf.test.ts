import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { LeadService } from "~/features/leads/service";
import { loader } from "./presentation-pdf";

/** Stands in for the server's PDF (server/leads/presentation-pdf.test.ts tests the real one). */
const pdf = new TextEncoder().encode("%PDF-1.7 the slides");
const presentationPdf = vi.fn(async () => pdf);
const leads = { presentationPdf } as unknown as LeadService;

const get = (headers: HeadersInit = {}, context = { services: { leads } } as unknown as AppLoadContext) =>
  loader({
    request: new Request("https://shopcity.test/presentation.pdf", { headers }),
    context,
  } as Parameters<typeof loader>[0]);

describe("GET /presentation.pdf", () => {
  it("serves the lead service's PDF inline, cacheable for an hour", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('inline; filename="ShopCity-presentation.pdf"');
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    const body = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get("Content-Length")).toBe(String(body.byteLength));
    expect(Buffer.compare(Buffer.from(body), Buffer.from(pdf))).toBe(0);
  });

  it("answers a revalidation with 304 when the PDF has not changed", async () => {
    const etag = (await get()).headers.get("ETag");
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    const revalidated = await get({ "If-None-Match": `"other", W/${etag}` });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBeNull();
    expect((await get({ "If-None-Match": '"other"' })).status).toBe(200);
  });

  it("asks the service once per process: the slides change only with a deploy", () => {
    expect(presentationPdf).toHaveBeenCalledTimes(1);
  });

  it("answers 503 without a lead service", async () => {
    expect((await get({}, {})).status).toBe(503);
  });
});
