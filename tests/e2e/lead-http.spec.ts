import { expect, test, type APIRequestContext } from "@playwright/test";
import fc from "fast-check";
import { leadTypes, type LeadType } from "../../app/content/leads";
import { leadSchemas } from "../../app/features/leads/schemas";

/** The page whose route action takes each form (each works without JavaScript there). */
const actionPaths: Record<LeadType, string> = {
  download_presentation: "/presentation",
  pilot: "/pilot",
  demo: "/book-demo",
  newsletter: "/newsletter",
  contact: "/contact",
  partner: "/partners/apply",
};

// HTTP only: one browser project is enough.
test.skip(({ isMobile }) => isMobile, "HTTP-level tests run once, in the desktop project");

async function pageToken(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const match = /name="_formToken" value="([^"]+)"/.exec(html);
  expect(match, `a form token on ${path}`).not.toBeNull();
  return match![1]!;
}

test("every page response carries a fresh, real form token", async ({ request }) => {
  for (const type of leadTypes) {
    const first = await pageToken(request, actionPaths[type]);
    const second = await pageToken(request, actionPaths[type]);
    expect(first).not.toBe(second);
    expect(first).not.toContain("prerender");
  }
});

test("a body over the limit gets 413", async ({ request }) => {
  const big = await request.post("/contact", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: `message=${"x".repeat(300 * 1024)}`,
  });
  expect(big.status()).toBe(413);
});

test("a form sent with JavaScript gets the headers of every response, and 413 over the limit", async ({
  request,
}) => {
  // React Router's action requests take a shorter way through the server (server/http.ts).
  const reply = await request.post("/book-demo.data", {
    headers: { "content-type": "application/x-www-form-urlencoded", "x-request-id": "trace-42" },
    data: "firstName=",
  });
  expect(reply.status()).toBe(400);
  const headers = reply.headers();
  expect(headers["x-request-id"]).toBe("trace-42");
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[\w+/=]+'/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  // Sent in one write, with its length (server/web-request.ts).
  expect(Number(headers["content-length"])).toBe((await reply.body()).length);
  expect(headers["transfer-encoding"]).toBeUndefined();

  const big = await request.post("/contact.data", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: `message=${"x".repeat(300 * 1024)}`,
  });
  expect(big.status()).toBe(413);
  expect(await big.text()).toBe("The request is too large.");
});

const fieldNames = [
  ...new Set(Object.values(leadSchemas).flatMap((schema) => Object.keys(schema.shape))),
  "_formToken",
  "_leave_blank",
];

test("random bodies at every form action never get a server error", async ({ request }) => {
  test.setTimeout(120_000);
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...leadTypes),
      fc.array(fc.tuple(fc.constantFrom(...fieldNames), fc.string({ maxLength: 200 })), { maxLength: 15 }),
      fc.constantFrom(
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=zz",
        "text/plain",
        "application/json",
      ),
      fc.boolean(),
      async (type, fields, contentType, singleFetch) => {
        const body = new URLSearchParams(fields).toString();
        const path = singleFetch ? `${actionPaths[type]}.data` : actionPaths[type];
        const response = await request.post(path, { headers: { "content-type": contentType }, data: body });
        expect(response.status(), `${path} ${contentType} ${body.slice(0, 200)}`).toBeLessThan(500);
      },
    ),
    { numRuns: 120 },
  );
});
