import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { test } from "@playwright/test";
import { expect, httpOnly, unknownPath } from "./support";

/**
 * Prerendered pages, their `.data` and the 404 page have fixed bytes, compressed once and answered
 * from memory (server/http/pages/fixed-response.ts, decision 0001). Raw HTTP here: Playwright's own client
 * would decode the body and hide which encoding was sent.
 */

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function raw(
  baseURL: string,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, baseURL), { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

function decoded({ headers, body }: Raw): string {
  const encoding = headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(body).toString();
  if (encoding === "gzip") return gunzipSync(body).toString();
  expect(encoding, "no other encoding").toBeUndefined();
  return body.toString();
}

const encodings = { br: "br", gzip: "gzip", identity: "identity" } as const;
const browser = "gzip, deflate, br, zstd";

test.describe("fixed pages over HTTP", () => {
  for (const path of ["/", "/pricing", "/pricing.data", "/sitemap.xml"]) {
    test(
      `${path}: every encoding gives the same bytes, each with its own strong ETag`,
      httpOnly,
      async ({ baseURL }) => {
        const answers = await Promise.all(
          Object.values(encodings).map((encoding) => raw(baseURL!, path, { "accept-encoding": encoding })),
        );
        const [br, gzip, identity] = answers as [Raw, Raw, Raw];
        expect(br.headers["content-encoding"]).toBe("br");
        expect(gzip.headers["content-encoding"]).toBe("gzip");
        expect(identity.headers["content-encoding"]).toBeUndefined();
        expect(decoded(br)).toBe(decoded(identity));
        expect(decoded(gzip)).toBe(decoded(identity));
        for (const answer of answers) {
          expect(answer.status).toBe(200);
          expect(answer.headers.vary).toBe("Accept-Encoding");
          expect(answer.headers["cache-control"]).toBe("public, no-cache");
          expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
          expect(answer.headers.etag).toMatch(/^"[\w-]+"$/); // strong: no W/
          expect(answer.headers["x-request-id"]).toBeTruthy();
          expect(answer.headers["x-content-type-options"]).toBe("nosniff");
        }
        expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(3);
      },
    );
  }

  test(
    "a browser's Accept-Encoding gets brotli; q-values decide over our preference",
    httpOnly,
    async ({ baseURL }) => {
      expect((await raw(baseURL!, "/", { "accept-encoding": browser })).headers["content-encoding"]).toBe(
        "br",
      );
      const gzipFirst = await raw(baseURL!, "/", { "accept-encoding": "br;q=0.5, gzip" });
      expect(gzipFirst.headers["content-encoding"]).toBe("gzip");
    },
  );

  test("two GETs of a prerendered page are byte-identical", httpOnly, async ({ baseURL }) => {
    for (const path of ["/", "/contact", "/pricing.data"]) {
      const [first, second] = [await raw(baseURL!, path, {}), await raw(baseURL!, path, {})];
      expect(first.body.equals(second.body), path).toBe(true);
      expect(first.headers.etag).toBe(second.headers.etag);
      expect(first.headers["content-security-policy"]).toBe(second.headers["content-security-policy"]);
      expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
    }
  });

  test(
    "If-None-Match with the page's tag, in a list, or * gets 304 without a body",
    httpOnly,
    async ({ baseURL }) => {
      const first = await raw(baseURL!, "/pricing", { "accept-encoding": browser });
      const etag = first.headers.etag!;
      for (const condition of [etag, `"other", ${etag}`, "*"]) {
        const again = await raw(baseURL!, "/pricing", {
          "accept-encoding": browser,
          "if-none-match": condition,
        });
        expect(again.status, condition).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers.etag).toBe(etag);
        expect(again.headers["cache-control"]).toBe("public, no-cache");
        expect(again.headers.vary).toBe("Accept-Encoding");
      }
      // The brotli tag does not validate the gzip body, nor a tag of another page.
      const gzip = await raw(baseURL!, "/pricing", { "accept-encoding": "gzip", "if-none-match": etag });
      expect(gzip.status).toBe(200);
      const other = await raw(baseURL!, "/about", { "accept-encoding": browser, "if-none-match": etag });
      expect(other.status).toBe(200);
    },
  );

  test("HEAD sends a GET's headers and no body", httpOnly, async ({ baseURL }) => {
    for (const path of ["/", unknownPath]) {
      const get = await raw(baseURL!, path, { "accept-encoding": "gzip" });
      const head = await raw(baseURL!, path, { "accept-encoding": "gzip" }, "HEAD");
      expect(head.status).toBe(get.status);
      expect(head.body.length).toBe(0);
      for (const name of [
        "content-length",
        "content-encoding",
        "etag",
        "content-type",
        "content-security-policy",
      ]) {
        expect(head.headers[name], name).toBe(get.headers[name]);
      }
    }
  });

  test(
    "the 404 page: status 404 and the same bytes on every request and in every encoding",
    httpOnly,
    async ({ baseURL }) => {
      const answers = [
        await raw(baseURL!, unknownPath, { "accept-encoding": "br" }),
        await raw(baseURL!, unknownPath, { "accept-encoding": "gzip" }),
        await raw(baseURL!, unknownPath),
        await raw(baseURL!, "/another/missing/page?with=query"),
      ];
      const html = decoded(answers[2]!);
      expect(html).toContain("<title>Page not found");
      expect(html).not.toContain("nonce=");
      for (const answer of answers) {
        expect(answer.status).toBe(404);
        expect(decoded(answer)).toBe(html);
        expect(answer.headers["content-security-policy"]).toContain("'strict-dynamic'");
        expect(answer.headers["content-security-policy"]).not.toContain("'nonce-");
      }
      // A condition never turns the 404 into a 304.
      const conditional = await raw(baseURL!, unknownPath, { "if-none-match": "*" });
      expect(conditional.status).toBe(404);
    },
  );

  test(
    "an ROI scenario is rendered once, then answered like a prerendered page",
    httpOnly,
    async ({ baseURL }) => {
      // A scenario of this test's own, so that its first request is the one that renders it.
      // On the calculator's 5,000 steps, so that the page shows it as asked.
      const population = 5_000 * (20 + Math.floor(Math.random() * 70));
      const path = `/roi-calculator?population=${population}`;
      const first = await raw(baseURL!, path, { "accept-encoding": browser });
      const second = await raw(baseURL!, path, { "accept-encoding": "gzip" });
      expect([first.status, second.status]).toEqual([200, 200]);
      const html = decoded(first);
      expect(decoded(second)).toBe(html);
      expect(html, "the scenario's own population").toContain(`value="${population}"`);
      expect(html).not.toContain("nonce=");
      expect(first.headers["content-security-policy"]).toContain("'strict-dynamic'");
      expect(first.headers["content-security-policy"]).not.toContain("'nonce-");
      expect(first.headers["cache-control"]).toBe("public, no-cache");
      const etag = String(second.headers.etag);
      const again = await raw(baseURL!, path, { "accept-encoding": "gzip", "if-none-match": etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    },
  );

  test("pages rendered per request get a fresh nonce and a nonce CSP", httpOnly, async ({ baseURL }) => {
    const path = "/auth";
    const nonces = [];
    for (let i = 0; i < 2; i += 1) {
      const answer = await raw(baseURL!, path);
      expect(answer.status).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
      expect(nonce).toBeTruthy();
      expect(answer.headers["content-security-policy"]).not.toContain("'sha256-");
      expect(decoded(answer)).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("hashed assets stay immutable for a year", httpOnly, async ({ baseURL }) => {
    const html = decoded(await raw(baseURL!, "/"));
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const answer = await raw(baseURL!, asset);
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test(
    "a build file that is not there (an earlier build's chunk) gets a short plain 404, not the 404 page",
    httpOnly,
    async ({ baseURL }) => {
      for (const path of ["/assets/x.js", "/assets/gone-2b3c4d.css", "/assets/deeper/x.js"]) {
        for (const method of ["GET", "HEAD"] as const) {
          const answer = await raw(baseURL!, path, {}, method);
          expect(answer.status, `${method} ${path}`).toBe(404);
          expect(answer.headers["content-type"], path).toMatch(/^text\/plain/);
          if (method === "GET") expect(decoded(answer), path).toBe("Not found");
        }
      }
    },
  );

  test(
    "every script a page loads asks V8 to compile it off the main thread",
    httpOnly,
    async ({ baseURL }) => {
      const html = decoded(await raw(baseURL!, "/roi-calculator"));
      // React Router's manifest is data (one assignment), written apart from the bundle.
      const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g))].filter(
        (script) => !script.includes("/manifest-"),
      );
      expect(scripts.length).toBeGreaterThan(3);
      for (const script of scripts) {
        const source = decoded(await raw(baseURL!, script, { "accept-encoding": "gzip" }));
        // V8's explicit compile hint (vite/compile-hints.ts), at the top of the file where V8 documents it.
        expect(source.split("\n")[0], script).toBe("//# allFunctionsCalledOnLoad");
      }
    },
  );
});
