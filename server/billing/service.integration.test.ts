import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BillingService } from "../../app/features/billing/service";
import { billingCustomers } from "../db/schema";
import { createUser, fakeStripeSettings } from "../testing/billing";
import { databaseTargets, type TestDatabase } from "../testing/databases";
import { startFakeStripe, type FakeStripe } from "../testing/fake-stripe";
import { testRateWindowSeconds } from "../testing/rate-window";
import { createBillingService, type BillingOptions } from "./service";
import { grantInvoiceSubscription } from "./subscriptions";

const origin = "https://shopcity.test";
const requester = { clientAddress: "203.0.113.7" };
/** Limits no test here reaches but the one about them. */
const roomy = { perAccount: 1_000, perAddress: 1_000, windowSeconds: 600 };

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

describe.each(databaseTargets)("billing service on $name", (target) => {
  let database: TestDatabase;
  let billing: BillingService;

  beforeAll(async () => {
    if (target.skip) return;
    database = await target.open();
    billing = createBillingService(optionsWith(roomy));
  });
  afterAll(async () => {
    if (!target.skip) await database.drop();
  });
  beforeEach(async () => {
    if (target.skip) return;
    fake.calls.length = 0;
    fake.customersCreated = 0;
    await database.db.execute(sql`truncate subscriptions, billing_customers, users cascade`);
  });

  const optionsWith = (rateLimit: BillingOptions["rateLimit"]): BillingOptions => ({
    db: database.db,
    origin,
    billingEmail: "billing@shopcity.test",
    stripe: fakeStripeSettings(fake),
    rateLimit,
  });

  const customersOf = (userId: string) =>
    database.db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));

  it.skipIf(target.skip)(
    "checkout asks Stripe for a subscription session for the user's customer",
    async () => {
      const account = await createUser(database.db);
      const answer = await billing.checkout(account, requester);

      const [customerCall] = fake.callsTo("POST", "/v1/customers");
      expect(customerCall!.headers["idempotency-key"]).toBe(`customer-${account.id}`);
      expect(customerCall!.form.get("email")).toBe(account.email);
      expect(customerCall!.form.get("metadata[userId]")).toBe(account.id);
      const [stored] = await customersOf(account.id);

      const [sessionCall] = fake.callsTo("POST", "/v1/checkout/sessions");
      const form = Object.fromEntries(sessionCall!.form);
      expect(form).toMatchObject({
        mode: "subscription",
        customer: stored!.stripeCustomerId,
        "line_items[0][price]": "price_test_local_ai_hero",
        "line_items[0][quantity]": "1",
        success_url: `${origin}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/pricing`,
        client_reference_id: account.id,
        "metadata[userId]": account.id,
        "subscription_data[metadata][userId]": account.id,
      });
      expect(answer).toEqual({ kind: "url", url: expect.stringMatching(`^${fake.url}/checkout/cs_test_`) });
    },
  );

  it.skipIf(target.skip)("a second checkout uses the stored customer", async () => {
    const account = await createUser(database.db);
    await billing.checkout(account, requester);
    await billing.checkout(account, requester);
    expect(fake.callsTo("POST", "/v1/customers")).toHaveLength(1);
    const customers = fake.callsTo("POST", "/v1/checkout/sessions").map((call) => call.form.get("customer"));
    expect(new Set(customers).size).toBe(1);
  });

  it.skipIf(target.skip)("two checkouts at once still make one customer", async () => {
    const account = await createUser(database.db);
    await Promise.all([billing.checkout(account, requester), billing.checkout(account, requester)]);
    const stored = await customersOf(account.id);
    expect(stored).toHaveLength(1);
    const sessions = fake.callsTo("POST", "/v1/checkout/sessions").map((call) => call.form.get("customer"));
    expect(sessions).toEqual([stored[0]!.stripeCustomerId, stored[0]!.stripeCustomerId]);
    // Whether both asked Stripe or not, they asked with the one key Stripe answers alike.
    const keys = fake.callsTo("POST", "/v1/customers").map((call) => call.headers["idempotency-key"]);
    expect(new Set(keys)).toEqual(new Set([`customer-${account.id}`]));
    expect(fake.customersCreated).toBe(1);
  });

  it.skipIf(target.skip)(
    "the portal is a Stripe billing-portal session that returns to the subscription page",
    async () => {
      const account = await createUser(database.db);
      await billing.checkout(account, requester);
      const [stored] = await customersOf(account.id);
      const answer = await billing.portal(account, requester);
      const [portalCall] = fake.callsTo("POST", "/v1/billing_portal/sessions");
      expect(Object.fromEntries(portalCall!.form)).toEqual({
        customer: stored!.stripeCustomerId,
        return_url: `${origin}/subscription-success`,
      });
      expect(answer).toEqual({ kind: "url", url: expect.stringMatching(`^${fake.url}/portal/`) });
    },
  );

  it.skipIf(target.skip)(
    "invoice customers, and users with no Stripe customer, get the billing address",
    async () => {
      const stranger = await createUser(database.db);
      expect(await billing.portal(stranger, requester)).toEqual({
        kind: "contact",
        email: "billing@shopcity.test",
      });
      const invoiced = await createUser(database.db);
      await billing.checkout(invoiced, requester);
      await grantInvoiceSubscription(database.db, {
        email: invoiced.email,
        tier: "Local AI Hero",
        until: "2099-01-31",
      });
      expect(await billing.portal(invoiced, requester)).toEqual({
        kind: "contact",
        email: "billing@shopcity.test",
      });
      expect(fake.callsTo("POST", "/v1/billing_portal/sessions")).toHaveLength(0);
    },
  );

  it.skipIf(target.skip)(
    "checkout and portal are limited per account and per address, across server processes",
    async () => {
      // Two services on one database, as two server processes have.
      const limits = { perAccount: 3, perAddress: 5, windowSeconds: testRateWindowSeconds };
      const processes = [
        createBillingService(optionsWith(limits)),
        createBillingService(optionsWith(limits)),
      ];
      const address = () => ({ clientAddress: `198.51.100.${randomUUID()}` });

      const account = await createUser(database.db);
      const from = address();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          i % 3 === 0 ? processes[i % 2]!.portal(account, from) : processes[i % 2]!.checkout(account, from),
        ),
      );
      const limited = answers.filter((answer) => answer.kind === "limited");
      expect(limited).toHaveLength(7);
      for (const answer of limited) {
        expect(answer).toEqual({ kind: "limited", retryAfterSeconds: expect.any(Number) });
        expect((answer as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
        expect((answer as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(
          testRateWindowSeconds,
        );
      }
      // Stripe was asked only for the three sessions allowed (a portal without a customer asks nothing).
      const sessions = [
        ...fake.callsTo("POST", "/v1/checkout/sessions"),
        ...fake.callsTo("POST", "/v1/billing_portal/sessions"),
      ];
      expect(sessions.length).toBeLessThanOrEqual(3);
      expect((await processes[0]!.checkout(account, address())).kind).toBe("limited");

      // Per address: other accounts behind one address share its budget.
      const office = address();
      const colleagues = await Promise.all(Array.from({ length: 6 }, () => createUser(database.db)));
      const kinds = [];
      for (const [i, colleague] of colleagues.entries()) {
        kinds.push((await processes[i % 2]!.checkout(colleague, office)).kind);
      }
      expect(kinds).toEqual(["url", "url", "url", "url", "url", "limited"]);
    },
  );

  it.skipIf(target.skip)("the status comes from our rows, never from Stripe", async () => {
    const account = await createUser(database.db);
    await grantInvoiceSubscription(database.db, {
      email: account.email,
      tier: "Local AI Hero",
      until: "2099-01-31",
    });
    expect(await billing.status(account.id)).toEqual({
      subscribed: true,
      subscription_tier: "Local AI Hero",
      subscription_end: "2099-01-31T23:59:59.999Z",
      billed_by: "invoice",
    });
    expect(fake.calls).toHaveLength(0);
  });
});
