import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq, sql } from "drizzle-orm";
import express from "express";
import type Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { billingCustomers, stripeEvents, subscriptions } from "../db/schema";
import { createUser, fakeStripeClient, inDays, testWebhookSecret } from "../testing/billing";
import { databaseTargets, type TestDatabase } from "../testing/databases";
import { startFakeStripe, type FakeStripe } from "../testing/fake-stripe";
import { silentLog } from "../testing/leads";
import { grantInvoiceSubscription, subscriptionStatus } from "./subscriptions";
import { createStripeWebhook, stripeWebhookRoute, type StripeWebhook } from "./webhook";

let fake: FakeStripe;
let stripe: Stripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = fakeStripeClient(fake);
});
afterAll(() => fake.close());

let eventCounter = 0;
/** An event as Stripe sends it; `created` orders them as Stripe made them. */
function event(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
  return {
    id: `evt_test_${++eventCounter}`,
    object: "event",
    type,
    created,
    api_version: "2026-10-28",
    data: { object },
  };
}

const subscriptionObject = (id: string, customer: string, status = "active") => ({
  id,
  object: "subscription",
  customer,
  status,
  items: { object: "list", data: [] },
});

/** Signs the exact bytes, as Stripe does; `secret` other than ours forges the signature. */
function signed(payload: string, secret = testWebhookSecret) {
  return stripe.webhooks.generateTestHeaderString({ payload, secret });
}

const subscriptionReads = () => fake.callsTo("GET", "/v1/subscriptions/").length;

describe.each(databaseTargets)("Stripe webhook on $name", (target) => {
  let database: TestDatabase;
  let webhook: StripeWebhook;
  const deliver = (body: object, secret?: string) => {
    const payload = JSON.stringify(body);
    return webhook(Buffer.from(payload), signed(payload, secret));
  };
  const rowOf = async (userId: string) =>
    (await database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
  const eventsStored = async () => (await database.db.select({ n: count() }).from(stripeEvents))[0]!.n;

  beforeAll(async () => {
    if (target.skip) return;
    database = await target.open();
    webhook = createStripeWebhook({
      db: database.db,
      stripe,
      webhookSecret: testWebhookSecret,
      log: silentLog,
    });
  });
  afterAll(async () => {
    if (!target.skip) await database.drop();
  });
  beforeEach(async () => {
    if (target.skip) return;
    fake.down = false;
    fake.subscriptions.clear();
    await database.db.execute(sql`truncate stripe_events, subscriptions, billing_customers, users cascade`);
  });

  /** A subscription as Stripe holds it. */
  const stripeHas = (subscription: string, customer: string, status = "active", days = 30) =>
    fake.subscriptions.set(subscription, { id: subscription, customer, status, periodEnd: inDays(days) });

  /** A customer who went through our checkout: the customer row exists, Stripe has the subscription. */
  async function subscriber(status = "active", days = 30) {
    const account = await createUser(database.db);
    const customer = `cus_${account.id.slice(0, 8)}`;
    const subscription = `sub_${account.id.slice(0, 8)}`;
    await database.db.insert(billingCustomers).values({ userId: account.id, stripeCustomerId: customer });
    stripeHas(subscription, customer, status, days);
    return { ...account, customer, subscription };
  }

  it.skipIf(target.skip)(
    "checkout.session.completed stores what Stripe says about the subscription",
    async () => {
      const account = await createUser(database.db);
      stripeHas("sub_checkout", "cus_checkout");
      const answer = await deliver(
        event("checkout.session.completed", {
          id: "cs_test_1",
          object: "checkout.session",
          mode: "subscription",
          customer: "cus_checkout",
          subscription: "sub_checkout",
          client_reference_id: account.id,
          metadata: { userId: account.id },
        }),
      );
      expect(answer).toEqual({ status: 200, body: { received: true } });
      const row = await rowOf(account.id);
      expect(row).toMatchObject({
        source: "stripe",
        tier: "Local AI Hero",
        status: "active",
        stripeSubscriptionId: "sub_checkout",
      });
      expect(row!.currentPeriodEnd!.getTime()).toBe(fake.subscriptions.get("sub_checkout")!.periodEnd * 1000);
      // The customer is now known to be this user's, for the portal and later events.
      const [customer] = await database.db
        .select()
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, account.id));
      expect(customer?.stripeCustomerId).toBe("cus_checkout");
      expect((await subscriptionStatus(database.db, account.id)).subscribed).toBe(true);
      // It asked for the product too, for the tier's name.
      expect(fake.callsTo("GET", "/v1/subscriptions/sub_checkout").at(-1)!.query.getAll("expand[0]")).toEqual(
        ["items.data.price.product"],
      );
    },
  );

  it.skipIf(target.skip)("the tier is the price's nickname, else its product's name", async () => {
    const account = await subscriber();
    fake.subscriptions.get(account.subscription)!.productName = "Local AI Hero (annual)";
    await deliver(
      event("customer.subscription.updated", subscriptionObject(account.subscription, account.customer)),
    );
    expect((await rowOf(account.id))?.tier).toBe("Local AI Hero (annual)");
    fake.subscriptions.get(account.subscription)!.nickname = "Local AI Hero monthly";
    await deliver(
      event("customer.subscription.updated", subscriptionObject(account.subscription, account.customer)),
    );
    expect((await rowOf(account.id))?.tier).toBe("Local AI Hero monthly");
  });

  it.skipIf(target.skip)("a forged or tampered event is refused with 400 and stores nothing", async () => {
    const account = await subscriber();
    const body = event(
      "customer.subscription.updated",
      subscriptionObject(account.subscription, account.customer),
    );
    const reads = subscriptionReads();

    const forged = await deliver(body, "whsec_someone_else");
    expect(forged).toEqual({ status: 400, body: { error: "Invalid signature." } });

    const payload = JSON.stringify(body);
    const tampered = Buffer.from(payload.replace(account.subscription, "sub_someone_elses"));
    expect((await webhook(tampered, signed(payload))).status).toBe(400);

    expect(await webhook(Buffer.from(payload), undefined)).toEqual({
      status: 400,
      body: { error: "Missing Stripe-Signature header." },
    });
    expect(await eventsStored()).toBe(0);
    expect(await rowOf(account.id)).toBeUndefined();
    expect(subscriptionReads()).toBe(reads);
  });

  it.skipIf(target.skip)("a replayed event changes nothing and does not ask Stripe again", async () => {
    const account = await subscriber();
    const body = event(
      "customer.subscription.updated",
      subscriptionObject(account.subscription, account.customer),
    );
    expect((await deliver(body)).body).toEqual({ received: true });
    expect((await rowOf(account.id))?.status).toBe("active");

    // Stripe's state moves on; the replay of the old event must not be the thing that records it.
    fake.subscriptions.get(account.subscription)!.status = "canceled";
    const reads = subscriptionReads();
    expect(await deliver(body)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(subscriptionReads()).toBe(reads);
    expect((await rowOf(account.id))?.status).toBe("active");
    expect(await eventsStored()).toBe(1);
  });

  it.skipIf(target.skip)("events out of order end with what Stripe says now", async () => {
    const account = await subscriber();
    const now = Math.floor(Date.now() / 1000);
    const olderUpdate = event(
      "customer.subscription.updated",
      subscriptionObject(account.subscription, account.customer, "active"),
      now - 60,
    );
    const newerDelete = event(
      "customer.subscription.deleted",
      subscriptionObject(account.subscription, account.customer, "canceled"),
      now,
    );
    fake.subscriptions.get(account.subscription)!.status = "canceled";

    expect((await deliver(newerDelete)).status).toBe(200);
    expect((await deliver(olderUpdate)).status).toBe(200);

    expect(await rowOf(account.id)).toMatchObject({ source: "stripe", status: "canceled" });
    expect(await subscriptionStatus(database.db, account.id)).toEqual({
      subscribed: false,
      subscription_tier: null,
      subscription_end: null,
      billed_by: null,
    });
  });

  it.skipIf(target.skip)("invoice.payment_failed re-reads the subscription: past_due", async () => {
    const account = await subscriber();
    fake.subscriptions.get(account.subscription)!.status = "past_due";
    const answer = await deliver(
      event("invoice.payment_failed", {
        id: "in_test_1",
        object: "invoice",
        customer: account.customer,
        parent: {
          type: "subscription_details",
          subscription_details: { subscription: account.subscription },
        },
      }),
    );
    expect(answer.status).toBe(200);
    expect((await rowOf(account.id))?.status).toBe("past_due");
  });

  it.skipIf(target.skip)(
    "an invoice from an endpoint on an older API version names its subscription at the top",
    async () => {
      const account = await subscriber();
      fake.subscriptions.get(account.subscription)!.status = "past_due";
      await deliver(
        event("invoice.payment_failed", {
          id: "in_test_2",
          object: "invoice",
          customer: account.customer,
          subscription: account.subscription,
        }),
      );
      expect((await rowOf(account.id))?.status).toBe("past_due");
    },
  );

  it.skipIf(target.skip)("an event type we do not handle is acknowledged and ignored", async () => {
    const reads = subscriptionReads();
    const answer = await deliver(event("customer.created", { id: "cus_new", object: "customer" }));
    expect(answer).toEqual({ status: 200, body: { received: true, ignored: true } });
    expect(subscriptionReads()).toBe(reads);
    expect(await eventsStored()).toBe(0);
  });

  it.skipIf(target.skip)(
    "Stripe down: 500 without details and the event is not recorded; the retry works",
    async () => {
      const account = await subscriber();
      const body = event(
        "customer.subscription.created",
        subscriptionObject(account.subscription, account.customer),
      );
      fake.down = true;
      const failed = await deliver(body);
      expect(failed.status).toBe(500);
      expect(JSON.stringify(failed.body)).not.toMatch(/at |Error:|fake/);
      expect(await eventsStored()).toBe(0);
      expect(await rowOf(account.id)).toBeUndefined();

      fake.down = false;
      expect(await deliver(body)).toEqual({ status: 200, body: { received: true } });
      expect((await rowOf(account.id))?.status).toBe("active");
      expect(await eventsStored()).toBe(1);
    },
  );

  it.skipIf(target.skip)("a subscription Stripe no longer knows gives no access", async () => {
    const account = await subscriber();
    await deliver(
      event("customer.subscription.updated", subscriptionObject(account.subscription, account.customer)),
    );
    fake.subscriptions.delete(account.subscription);
    expect(
      (
        await deliver(
          event("customer.subscription.deleted", subscriptionObject(account.subscription, account.customer)),
        )
      ).status,
    ).toBe(200);
    expect((await rowOf(account.id))?.status).toBe("canceled");
  });

  it.skipIf(target.skip)("news of an ended subscription leaves one that still gives access", async () => {
    const account = await subscriber();
    await grantInvoiceSubscription(database.db, {
      email: account.email,
      tier: "Local AI Hero",
      until: "2099-12-31",
    });
    fake.subscriptions.get(account.subscription)!.status = "canceled";
    await deliver(
      event("customer.subscription.deleted", subscriptionObject(account.subscription, account.customer)),
    );
    expect(await rowOf(account.id)).toMatchObject({ source: "invoice", status: "active" });
  });

  it.skipIf(target.skip)(
    "a subscription of no account of ours is acknowledged, recorded and ignored",
    async () => {
      stripeHas("sub_stranger", "cus_stranger");
      const answer = await deliver(
        event("customer.subscription.created", subscriptionObject("sub_stranger", "cus_stranger")),
      );
      expect(answer).toEqual({ status: 200, body: { received: true, ignored: true } });
      expect(await eventsStored()).toBe(1);
      expect((await database.db.select({ n: count() }).from(subscriptions))[0]!.n).toBe(0);
    },
  );

  it.skipIf(target.skip)("the same event delivered twice at once is applied once", async () => {
    const account = await subscriber();
    const body = event(
      "customer.subscription.updated",
      subscriptionObject(account.subscription, account.customer),
    );
    const answers = await Promise.all([deliver(body), deliver(body)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.filter((answer) => answer.body.duplicate)).toHaveLength(1);
    expect(await eventsStored()).toBe(1);
  });
});

describe("the webhook over HTTP", () => {
  let server: Server;
  let url: string;
  const received: { raw: string; signature?: string }[] = [];
  const limit = 2_000;

  beforeAll(async () => {
    const webhook: StripeWebhook = async (raw, signature) => {
      received.push({ raw: raw.toString("utf8"), signature });
      return { status: 200, body: { received: true } };
    };
    server = createServer(express().post("/api/stripe/webhook", ...stripeWebhookRoute(webhook, limit)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/stripe/webhook`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("hands on the body byte for byte, with the signature header", async () => {
    const raw = '{ "id": "evt_1",\n  "type": "x" }  ';
    const response = await fetch(url, {
      method: "POST",
      body: raw,
      headers: { "stripe-signature": "t=1,v1=abc" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(received.at(-1)).toEqual({ raw, signature: "t=1,v1=abc" });
  });

  it("refuses a body over the limit without handing it on", async () => {
    const before = received.length;
    const response = await fetch(url, { method: "POST", body: "x".repeat(limit + 1) });
    expect(response.status).toBe(413);
    expect(received.length).toBe(before);
  });

  it("answers 404 when Stripe is not configured", async () => {
    const bare = createServer(express().post("/", ...stripeWebhookRoute(undefined, limit)));
    await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
    const response = await fetch(`http://127.0.0.1:${(bare.address() as AddressInfo).port}/`, {
      method: "POST",
      body: "{}",
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Stripe is not configured." });
    await new Promise<void>((resolve) => bare.close(() => resolve()));
  });
});
