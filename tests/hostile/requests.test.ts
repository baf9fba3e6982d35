// Odd requests, on the built site with real services, on PGlite and on the PostgreSQL server:
// request lines no browser sends, secrets in URLs and how the access log keeps them, and Stripe
// events that are signed but malformed. Each gets a deliberate answer under 500 and a log line
// under `error`.
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stripeWebhookPath } from "../../server/billing/webhook";
import { maxLoggedUrlLength } from "../../server/http/logged-url";
import { allowedMethods } from "../../server/http/guards/request-line";
import { testWebhookSecret } from "../../server/testing/billing";
import { postgresAvailable } from "../../server/testing/databases";
import {
  assertSafe,
  httpBytes,
  rawRequest,
  startHostileSite,
  type HostileSite,
  type LogLine,
} from "./harness";

const warn = 40;

describe.each([
  { name: "pglite" as const, skip: false },
  { name: "postgres" as const, skip: !postgresAvailable },
])("odd requests on $name", ({ name, skip }) => {
  let site: HostileSite;

  beforeAll(async () => {
    if (skip) return;
    site = await startHostileSite(name);
  });
  afterAll(() => site?.stop());

  const send = (...[method, target, options]: Parameters<typeof httpBytes>) =>
    rawRequest(site.port, httpBytes(method, target, { host: new URL(site.origin).host, ...options }));

  /** Runs `requests` and returns the log lines they wrote, once none is at `error` or above. */
  async function loggedBy(requests: () => Promise<void>): Promise<LogLine[]> {
    const mark = site.logMark();
    await requests();
    const lines = site.logsSince(mark);
    const errors = lines.filter((line) => line.level > warn);
    expect(errors, JSON.stringify(errors).slice(0, 2_000)).toEqual([]);
    return lines;
  }

  it.skipIf(skip)("an absolute-form target is served as its path", async () => {
    const lines = await loggedBy(async () => {
      for (const [target, marker] of [
        [`${site.origin}/`, "<title>"],
        [`${site.origin}/contact`, 'name="email"'],
        [`${site.origin}/help?q=domain`, "domain"],
        [`HTTP://elsewhere.example/pricing`, "<title>"],
        [`${site.origin}`, "<title>"],
        [`${site.origin}?utm_source=x`, "<title>"],
      ] as const) {
        const response = await send("GET", target);
        assertSafe(response, target);
        expect(response.status, target).toBe(200);
        expect(response.body, target).toContain(marker);
      }
    });
    expect(lines.filter((line) => line.msg === "request completed")).toHaveLength(6);
  });

  it.skipIf(skip)("a JSON endpoint asked with the other method says which to use, in JSON", async () => {
    for (const [method, target, allow] of [
      ["POST", "/api/subscription", "GET, HEAD"],
      ["POST", "/api/form-token", "GET, HEAD"],
      ["GET", "/api/billing/portal", "POST"],
    ] as const) {
      const response = await fetch(`${site.origin}${target}`, { method });
      expect(response.status, `${method} ${target}`).toBe(405);
      expect(response.headers.get("allow"), `${method} ${target}`).toBe(allow);
      expect(await response.json(), `${method} ${target}`).toEqual({
        error: `Method not allowed. Use ${allow.split(",")[0]}.`,
      });
    }
  });

  it.skipIf(skip)(
    "OPTIONS says which methods are allowed; other methods get 405, other targets 400",
    async () => {
      const lines = await loggedBy(async () => {
        for (const target of ["/", "*", "/contact", "/api/auth/sign-in/email"]) {
          const response = await send("OPTIONS", target);
          assertSafe(response, `OPTIONS ${target}`);
          expect(response.status, `OPTIONS ${target}`).toBe(204);
          expect(response.headers.allow).toBe(allowedMethods);
        }
        for (const method of ["PATCH", "PUT", "DELETE", "TRACE", "PROPFIND", "TRACK", "BREW"]) {
          for (const target of ["/", "/contact", "/api/billing/portal", "/api/auth/sign-out"]) {
            const response = await send(method, target, { body: "{}" });
            assertSafe(response, `${method} ${target}`);
            expect(response.status, `${method} ${target}`).toBe(405);
            expect(response.headers.allow, `${method} ${target}`).toBe(allowedMethods);
          }
        }
        for (const [method, target] of [
          ["GET", "*"],
          ["POST", "*"],
          ["GET", "contact"],
          ["OPTIONS", "contact"],
        ] as const) {
          // Node's parser refuses some of these itself, with an empty 400.
          const response = await send(method, target);
          assertSafe(response, `${method} ${target}`);
          expect(response.status, `${method} ${target}`).toBe(400);
        }
        // A page without an action: React Router refuses the POST itself.
        const post = await send("POST", "/features", {
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "a=1",
        });
        assertSafe(post, "POST /features");
        expect(post.status).toBe(405);
      });
      // Every one is logged: what the parser refuses (TRACK, BREW...) by the server, the rest in the
      // access log.
      const refusals = ["request refused by the parser", "request completed"];
      expect(lines.filter((line) => refusals.includes(line.msg))).toHaveLength(4 + 7 * 4 + 4 + 1);
      expect(
        lines.filter((line) => line.msg === "request refused by the parser").length,
      ).toBeGreaterThanOrEqual(8);
    },
  );

  it.skipIf(skip)(
    "the access log keeps no token from a URL, no query value, and no line longer than its cap",
    async () => {
      const secret = () => `s3cr3t${randomUUID().replaceAll("-", "")}`;
      const secrets = Array.from({ length: 8 }, secret);
      const targets = [
        `/api/auth/reset-password/${secrets[0]}?callbackURL=${encodeURIComponent("/auth/reset-password")}`,
        `/API/Auth/Reset-Password/${secrets[1]}`,
        `/api/auth/verify-email?token=${secrets[2]}&callbackURL=%2Faccount`,
        `/unsubscribe?token=${secrets[3]}`,
        `/unsubscribe.data?token=${secrets[4]}`,
        `/auth/reset-password?token=${secrets[5]}`,
        `/no-such-page?token=${secrets[6]}`,
        `/help?q=${secrets[7]}`,
      ];
      const lines = await loggedBy(async () => {
        for (const target of targets) assertSafe(await send("GET", target), target);
      });
      const text = JSON.stringify(lines);
      for (const token of secrets) expect(text).not.toContain(token);
      const urls = lines.filter((line) => line.msg === "request completed").map((line) => urlOf(line));
      expect(urls).toEqual(
        expect.arrayContaining([
          "/api/auth/reset-password/[redacted]?callbackURL=[redacted]",
          "/API/Auth/Reset-Password/[redacted]",
          "/api/auth/verify-email?token=[redacted]&callbackURL=[redacted]",
          "/unsubscribe?token=[redacted]",
          "/unsubscribe.data?token=[redacted]",
          "/auth/reset-password?token=[redacted]",
          "/no-such-page?token=[redacted]",
          "/help?q=[redacted]",
        ]),
      );

      const long = await loggedBy(async () => {
        for (const target of [
          `/${"a".repeat(15_000)}`,
          `/help?${"k".repeat(15_000)}=1`,
          `/?${"a=1&".repeat(3_000)}`,
        ]) {
          assertSafe(await send("GET", target), target.slice(0, 40));
        }
      });
      expect(long.length).toBeGreaterThanOrEqual(3);
      for (const line of long) expect(JSON.stringify(line).length).toBeLessThan(maxLoggedUrlLength + 1_000);
    },
  );

  it.skipIf(skip)("a help search reads 200 characters of its query and keeps the page", async () => {
    const kept = `domain ${"x".repeat(193)}`;
    const [first, second] = await Promise.all(
      [`${kept}${"a".repeat(4_300)}`, `${kept}${"b".repeat(4_300)}`].map((query, i) =>
        send("GET", `/help?q=${encodeURIComponent(query)}${i ? "&utm_source=mail" : ""}`),
      ),
    );
    for (const response of [first!, second!]) {
      assertSafe(response, "GET /help?q=<4.5 KB>");
      expect(response.status).toBe(200);
      expect(response.body).toContain(`value="${kept}"`);
      expect(response.body).not.toContain(`${kept}a`);
      expect(response.body).not.toContain(`${kept}b`);
    }
    // The rest of the query is ignored: both are the one page, from memory.
    expect(first!.headers.etag).toMatch(/^"/);
    expect(second!.headers.etag).toBe(first!.headers.etag);
    expect(second!.body).toBe(first!.body);
  });

  it.skipIf(skip)("a signed but malformed Stripe event gets 400, is logged, and stores nothing", async () => {
    const { webhooks } = new Stripe("sk_test_hostile");
    const deliver = (payload: string) =>
      send("POST", stripeWebhookPath, {
        headers: {
          "Content-Type": "application/json",
          "Stripe-Signature": webhooks.generateTestHeaderString({ payload, secret: testWebhookSecret }),
        },
        body: payload,
      });
    const id = () => `evt_${randomUUID().replaceAll("-", "")}`;
    const malformed = [
      "null",
      "[]",
      "not json",
      JSON.stringify({ id: id(), type: "customer.subscription.updated" }),
      JSON.stringify({ id: id(), type: "customer.subscription.updated", data: {} }),
      JSON.stringify({ id: id(), type: "customer.subscription.deleted", data: { object: "sub_1" } }),
      JSON.stringify({ id: id(), type: "customer.subscription.created", data: { object: { id: 42 } } }),
      JSON.stringify({ id: 42, type: "customer.subscription.updated", data: { object: { id: "sub_1" } } }),
      JSON.stringify({ id: id(), type: { $ne: 1 }, data: { object: {} } }),
      JSON.stringify({
        id: id(),
        type: "checkout.session.completed",
        data: { object: { mode: "subscription", subscription: ["sub_1"], client_reference_id: { id: 1 } } },
      }),
      JSON.stringify({
        id: id(),
        type: "invoice.payment_failed",
        data: { object: { parent: { subscription_details: { subscription: 7 } } } },
      }),
      // Control characters in what is read or stored: PostgreSQL stores no NUL (it was a 500).
      JSON.stringify({
        id: `${id()}\u0000`,
        type: "customer.subscription.updated",
        data: { object: { id: "sub_1" } },
      }),
      JSON.stringify({ id: `${id()}\u0000`, type: "customer.created", data: { object: { id: "cus_1" } } }),
      JSON.stringify({
        id: id(),
        type: "customer.subscription.updated",
        data: { object: { id: "sub_\u0001" } },
      }),
      JSON.stringify({
        id: id(),
        type: "checkout.session.completed",
        data: { object: { mode: "subscription", subscription: "sub_1", client_reference_id: "u\u0000" } },
      }),
    ];
    const before = await site.rowCounts();
    const lines = await loggedBy(async () => {
      for (const payload of malformed) {
        const response = await deliver(payload);
        assertSafe(response, payload);
        expect(response.status, payload).toBe(400);
        expect(response.body, payload).toContain("Malformed event.");
      }
    });
    expect(lines.filter((line) => line.msg === "stripe webhook: malformed event")).toHaveLength(
      malformed.length,
    );
    expect(await site.rowCounts()).toEqual(before);
    // The control: a well-formed event of a type not handled is taken, and an unsigned one refused.
    const ignored = JSON.stringify({ id: id(), type: "customer.created", data: { object: { id: "cus_1" } } });
    expect((await deliver(ignored)).status).toBe(200);
    const inherited = JSON.stringify({ id: id(), type: "constructor", data: { object: {} } });
    expect((await deliver(inherited)).status).toBe(200);
    expect(
      (
        await send("POST", stripeWebhookPath, {
          headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=00" },
          body: ignored,
        })
      ).status,
    ).toBe(400);
  });
});

function urlOf(line: LogLine): string {
  return (line.req as { url: string }).url;
}
