import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { BillingService } from "../../app/features/billing/service";
import { billingCustomers } from "../db/schema";
import { createUser, fakeStripeSettings } from "../testing/billing";
import { databaseTargets, type TestDatabase } from "../testing/databases";
import { startFakeStripe, type FakeStripe } from "../testing/fake-stripe";
import { createBillingService } from "./service";
import { grantInvoiceSubscription } from "./subscriptions";

const origin = "https://shopcity.test";

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
    billing = createBillingService({
      db: database.db,
      origin,
      billingEmail: "billing@shopcity.test",
      stripe: fakeStripeSettings(fake),
    });
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

  const customersOf = (userId: string) =>
    database.db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));

  it.skipIf(target.skip)(
    "checkout asks Stripe for a subscription session for the user's customer",
    async () => {
      const account = await createUser(database.db);
      const { url } = await billing.checkout(account);

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
      expect(url).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));
    },
  );

  it.skipIf(target.skip)("a second checkout uses the stored customer", async () => {
    const account = await createUser(database.db);
    await billing.checkout(account);
    await billing.checkout(account);
    expect(fake.callsTo("POST", "/v1/customers")).toHaveLength(1);
    const customers = fake.callsTo("POST", "/v1/checkout/sessions").map((call) => call.form.get("customer"));
    expect(new Set(customers).size).toBe(1);
  });

  it.skipIf(target.skip)("two checkouts at once still make one customer", async () => {
    const account = await createUser(database.db);
    await Promise.all([billing.checkout(account), billing.checkout(account)]);
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
      await billing.checkout(account);
      const [stored] = await customersOf(account.id);
      const answer = await billing.portal(account);
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
      expect(await billing.portal(stranger)).toEqual({ kind: "contact", email: "billing@shopcity.test" });
      const invoiced = await createUser(database.db);
      await billing.checkout(invoiced);
      await grantInvoiceSubscription(database.db, {
        email: invoiced.email,
        tier: "Local AI Hero",
        until: "2099-01-31",
      });
      expect(await billing.portal(invoiced)).toEqual({ kind: "contact", email: "billing@shopcity.test" });
      expect(fake.callsTo("POST", "/v1/billing_portal/sessions")).toHaveLength(0);
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
    });
    expect(fake.calls).toHaveLength(0);
  });
});
