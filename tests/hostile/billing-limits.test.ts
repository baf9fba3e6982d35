// Billing endpoints under a flood: parallel POSTs to /api/billing/portal once made a Stripe API
// call each, without limit. Checkout and the billing portal are now counted per account and per
// client address in the database, and answered 429 beyond the limit, on PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptionMessages } from "../../app/content/account";
import { subscriptions } from "../../server/db/schema";
import { postgresAvailable } from "../../server/testing/databases";
import {
  assertSafe,
  httpBytes,
  rawRequest,
  signIn,
  startHostileSite,
  type HostileSite,
  type RawResponse,
} from "./harness";

const perAccount = 5;
const perAddress = 8;

describe.each([
  { name: "pglite" as const, skip: false },
  { name: "postgres" as const, skip: !postgresAvailable },
])("billing rate limits on $name", ({ name, skip }) => {
  let site: HostileSite;

  beforeAll(async () => {
    if (skip) return;
    site = await startHostileSite(name, {
      BILLING_RATE_LIMIT: String(perAccount),
      BILLING_ADDRESS_RATE_LIMIT: String(perAddress),
    });
  });
  afterAll(() => site?.stop());

  const post = (target: string, headers: Record<string, string>, body = "") =>
    rawRequest(
      site.port,
      httpBytes("POST", target, {
        host: new URL(site.origin).host,
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
        body,
      }),
    );

  const expectLimited = (response: RawResponse, label: string) => {
    assertSafe(response, label);
    expect(response.status, label).toBe(429);
    expect(Number(response.headers["retry-after"]), label).toBeGreaterThan(0);
    expect(response.body, label).toContain(subscriptionMessages.rateLimited);
  };

  it.skipIf(skip)(
    "100 parallel portal requests ask Stripe for at most the account's limit, the rest get 429",
    async () => {
      const member = await signIn(site, { role: "user" });
      // The account's Stripe customer, so that each portal request would ask Stripe for a session.
      const checkout = await post("/billing/checkout", member);
      expect(checkout.status).toBe(302);
      const before = site.stripeCalls("POST", "/v1/billing_portal/sessions").length;

      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          post("/api/billing/portal", { ...member, Accept: "application/json" }),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(perAccount - 1);
      for (const answer of answers.filter((response) => response.status !== 200)) {
        expectLimited(answer, "POST /api/billing/portal");
        expect(answer.body).toContain(JSON.stringify({ error: subscriptionMessages.rateLimited }));
      }
      expect(site.stripeCalls("POST", "/v1/billing_portal/sessions").length - before).toBe(perAccount - 1);

      // Checkout shares the account's budget; so does Manage Billing without JavaScript, which the
      // subscription page shows to a subscriber.
      expectLimited(await post("/billing/checkout", member), "POST /billing/checkout");
      const session = await fetch(`${site.origin}/api/auth/get-session`, {
        headers: { Cookie: member.Cookie! },
      });
      const { user } = (await session.json()) as { user: { id: string } };
      await site.services.database.db.insert(subscriptions).values({
        userId: user.id,
        source: "stripe",
        tier: "Local AI Hero",
        status: "active",
        stripeSubscriptionId: `sub_${user.id}`,
      });
      const page = await post("/subscription-success", member, "intent=portal");
      expectLimited(page, "POST /subscription-success");
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
    },
  );

  it.skipIf(skip)("accounts behind one address share the address's limit", async () => {
    // The first test spent part of this address's budget: what is left goes to new accounts, one each.
    // One more than the limit, should the window have turned since.
    const accounts = await Promise.all(
      Array.from({ length: perAddress + 1 }, () => signIn(site, { role: "user" })),
    );
    const statuses: number[] = [];
    for (const account of accounts) statuses.push((await post("/billing/checkout", account)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 302).length).toBeLessThan(perAddress);
  });
});
