import { createRequire } from "node:module";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { BillingRequester, BillingService, RateLimited } from "../../app/features/billing/service";
import type { Db } from "../db/client";
import { billingCustomers, subscriptions } from "../db/schema";
import { createRateLimiter } from "../rate-limit";
import { subscriptionStatus } from "./subscriptions";
import { cityOf } from "../team/city";

export type StripeSettings = {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** Another API address than Stripe's (tests: a local server that records the calls). */
  apiUrl?: string;
};

export type BillingOptions = {
  db: Db;
  origin: string;
  /** Where invoice customers write about billing. */
  billingEmail: string;
  stripe?: StripeSettings;
  /**
   * Checkout and portal sessions allowed per window (together): per account, and per client
   * address (several accounts may share an office's address).
   */
  rateLimit: { perAccount: number; perAddress: number; windowSeconds: number };
};

const require = createRequire(import.meta.url);

/**
 * The Stripe SDK, pointed at Stripe or, in tests, at a local server. Loaded here rather than
 * imported: a server without Stripe configured never loads it, which keeps it off the heap
 * (docs/benchmarks.md, "Server memory"); `require` keeps this function synchronous.
 */
export function stripeClient(settings: StripeSettings): Stripe {
  const Stripe = require("stripe") as typeof import("stripe").default;
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api && {
      host: api.hostname,
      port: Number(api.port || (api.protocol === "https:" ? 443 : 80)),
      protocol: api.protocol === "https:" ? "https" : "http",
    }),
  });
}

export function createBillingService(options: BillingOptions): BillingService {
  const { db, origin, rateLimit } = options;
  const stripe = options.stripe && stripeClient(options.stripe);
  const countAttempt = createRateLimiter(db, { windowSeconds: rateLimit.windowSeconds });

  /** Counts a checkout or portal session; undefined when within the limits, else the refusal. */
  async function overLimit(account: { id: string }, { clientAddress }: BillingRequester) {
    const verdict = await countAttempt([
      { key: `billing-account:${account.id}`, limit: rateLimit.perAccount },
      ...(clientAddress ? [{ key: `billing-address:${clientAddress}`, limit: rateLimit.perAddress }] : []),
    ]);
    return verdict.allowed
      ? undefined
      : ({ kind: "limited", retryAfterSeconds: verdict.retryAfterSeconds } satisfies RateLimited);
  }

  /** The user's one Stripe customer: made once, whatever the number of concurrent checkouts. */
  async function customerFor(client: Stripe, account: { id: string; email: string }): Promise<string> {
    const [known] = await db
      .select({ id: billingCustomers.stripeCustomerId })
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, account.id));
    if (known) return known.id;
    // The same idempotency key makes Stripe answer a concurrent second call with the same customer.
    const created = await client.customers.create(
      { email: account.email, metadata: { userId: account.id } },
      { idempotencyKey: `customer-${account.id}` },
    );
    await db
      .insert(billingCustomers)
      .values({ userId: account.id, stripeCustomerId: created.id })
      .onConflictDoNothing();
    const [stored] = await db
      .select({ id: billingCustomers.stripeCustomerId })
      .from(billingCustomers)
      .where(eq(billingCustomers.userId, account.id));
    return stored!.id;
  }

  return {
    stripeEnabled: Boolean(stripe),
    async status(userId) {
      const city = await cityOf(db, userId);
      const status = await subscriptionStatus(db, city.ownerId);
      return city.role === "member" ? { ...status, managed_by: city.ownerEmail } : status;
    },
    async checkout(account, requester) {
      if (!stripe || !options.stripe) throw new Error("Stripe is not configured");
      // A colleague's checkout would bill the city twice; a portal would show another's bills.
      const city = await cityOf(db, account.id);
      if (city.role === "member") return { kind: "owner-only", owner: city.ownerEmail };
      const limited = await overLimit(account, requester);
      if (limited) return limited;
      const customer = await customerFor(stripe, account);
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        customer,
        client_reference_id: account.id,
        line_items: [{ price: options.stripe.priceId, quantity: 1 }],
        success_url: `${origin}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}/pricing`,
        metadata: { userId: account.id },
        subscription_data: { metadata: { userId: account.id } },
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { kind: "url", url: session.url };
    },
    async portal(account, requester) {
      const city = await cityOf(db, account.id);
      if (city.role === "member") return { kind: "owner-only", owner: city.ownerEmail };
      const limited = await overLimit(account, requester);
      if (limited) return limited;
      const [row] = await db
        .select({ source: subscriptions.source })
        .from(subscriptions)
        .where(eq(subscriptions.userId, account.id));
      const [customer] = await db
        .select({ id: billingCustomers.stripeCustomerId })
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, account.id));
      if (!stripe || !customer || row?.source === "invoice")
        return { kind: "contact", email: options.billingEmail };
      const session = await stripe.billingPortal.sessions.create({
        customer: customer.id,
        return_url: `${origin}/subscription-success`,
      });
      return { kind: "url", url: session.url };
    },
  };
}
