import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  negotiateEncoding,
  notModified,
  sendFixedResponse,
  fixedCacheControl,
  fixedResponse,
} from "./fixed-response";

describe("negotiateEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"], // a browser's: among equals, brotli first
    ["gzip, deflate", "gzip"],
    ["br;q=0.5, gzip;q=0.8", "gzip"], // q-values decide before our preference
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0, br;q=0", "identity"],
    ["*", "br"],
    ["*;q=0.1, gzip", "gzip"],
    ["deflate", "identity"],
    ["identity;q=0, deflate", null], // nothing we have is acceptable
    ["GZIP", "gzip"],
  ])("%j gives %j", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

const request = (headers: Record<string, string>, method = "GET") =>
  ({ method, headers }) as unknown as IncomingMessage;

describe("notModified", () => {
  const etag = '"abc-br"';
  it.each([
    ['"abc-br"', true],
    ['W/"abc-br"', true], // If-None-Match compares weakly (RFC 9110, 13.1.2)
    ['"x", "abc-br"', true],
    ["*", true],
    ['"abc"', false], // the identity variant's tag is another representation
    ['"abc-gz"', false],
  ])("If-None-Match %s: %s", (header, expected) => {
    expect(notModified(request({ "if-none-match": header }), etag)).toBe(expected);
  });

  it("is false without a condition", () => {
    expect(notModified(request({}), etag)).toBe(false);
  });
});

/** The answer `sendFixedResponse` writes, captured from a stand-in response. */
function answer(
  page: Awaited<ReturnType<typeof fixedResponse>>,
  headers: Record<string, string>,
  method = "GET",
) {
  const sent: { status?: number; headers: Record<string, string>; body?: Buffer } = { headers: {} };
  const res = {
    writeHead(status: number, flat: string[]) {
      sent.status = status;
      for (let i = 0; i < flat.length; i += 2) sent.headers[flat[i]!.toLowerCase()] = flat[i + 1]!;
    },
    end(body?: Buffer) {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  sendFixedResponse(request(headers, method), res, page);
  return sent;
}

describe("a fixed response", async () => {
  const html = `<!DOCTYPE html><p>${"Local AI Hero. ".repeat(200)}</p>`;
  const csp = "default-src 'self'; script-src 'self' 'strict-dynamic' 'sha256-x'";
  const page = await fixedResponse({
    body: html,
    contentType: "text/html; charset=utf-8",
    headers: [["Content-Security-Policy", csp]],
  });

  it("decodes to the same bytes in every encoding", () => {
    const br = answer(page, { "accept-encoding": "br" });
    const gzip = answer(page, { "accept-encoding": "gzip" });
    const identity = answer(page, {});
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(brotliDecompressSync(br.body!).toString()).toBe(html);
    expect(gunzipSync(gzip.body!).toString()).toBe(html);
    expect(identity.body!.toString()).toBe(html);
    expect(br.body!.length).toBeLessThan(gzip.body!.length);
    for (const sent of [br, gzip, identity]) {
      expect(sent.status).toBe(200);
      expect(Number(sent.headers["content-length"])).toBe(sent.body!.length);
      expect(sent.headers["vary"]).toBe("Accept-Encoding");
      expect(sent.headers["cache-control"]).toBe(fixedCacheControl);
      expect(sent.headers["content-security-policy"]).toBe(csp);
    }
  });

  it("gives each encoding its own strong ETag", () => {
    const tags = ["br", "gzip", "identity"].map(
      (encoding) => answer(page, { "accept-encoding": encoding }).headers.etag,
    );
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(new Set(tags).size).toBe(3);
  });

  it("answers 304 without a body to the tag it gave, and 200 to another encoding's tag", () => {
    const { etag } = answer(page, { "accept-encoding": "br" }).headers;
    const again = answer(page, { "accept-encoding": "br", "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["content-length"]).toBeUndefined();
    expect(answer(page, { "accept-encoding": "gzip", "if-none-match": etag! }).status).toBe(200);
  });

  it("answers HEAD with the headers of a GET and no body", () => {
    const head = answer(page, { "accept-encoding": "gzip" }, "HEAD");
    const get = answer(page, { "accept-encoding": "gzip" });
    expect(head.body).toBeUndefined();
    expect(head.headers).toEqual(get.headers);
  });

  it("says 406 when no encoding it has is acceptable", () => {
    expect(answer(page, { "accept-encoding": "identity;q=0" }).status).toBe(406);
  });

  it("never answers 304 for the 404 page: a condition only applies to a success", async () => {
    const missing = await fixedResponse({ body: html, contentType: "text/html", status: 404, headers: [] });
    const { etag } = answer(missing, {}).headers;
    expect(answer(missing, { "if-none-match": etag! }).status).toBe(404);
    expect(answer(missing, { "if-none-match": "*" }).status).toBe(404);
  });

  it("changes its tags when its CSP changes, though the body does not", async () => {
    const other = await fixedResponse({ body: html, contentType: "text/html; charset=utf-8", headers: [] });
    expect(answer(other, {}).headers.etag).not.toBe(answer(page, {}).headers.etag);
  });
});

describe("a fixed response made while a visitor waits", async () => {
  const html = `<!DOCTYPE html><p>${"A scenario of its own. ".repeat(200)}</p>`;
  const page = await fixedResponse({ body: html, contentType: "text/html", headers: [], effort: "fast" });

  it("is kept in gzip and unencoded only, and answers each client with one of those", () => {
    expect(Object.keys(page.variants).sort()).toEqual(["gzip", "identity"]);
    const browser = answer(page, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(browser.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(browser.body!).toString()).toBe(html);
    expect(answer(page, { "accept-encoding": "br" }).headers["content-encoding"]).toBeUndefined();
    const refused = answer(page, { "accept-encoding": "br, identity;q=0" });
    expect(refused.status).toBe(406);
    expect(refused.body?.toString()).toContain("gzip, identity");
  });
});
