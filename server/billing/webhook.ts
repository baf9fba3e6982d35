import { eq } from "drizzle-orm";
import express, { type RequestHandler } from "express";
import type Stripe from "stripe";
import { z } from "zod";
import { pricing } from "../../app/content/pages/pricing";
import type { Db } from "../db/client";
import { hasControlCharacter } from "../http/guards/control-characters";
import { billingCustomers, stripeEvents, subscriptions, user } from "../db/schema";
import { isEntitled } from "./subscriptions";

export const stripeWebhookPath = "/api/stripe/webhook";

const idRef = z.union([z.string(), z.object({ id: z.string() })]).nullish();
const subscriptionObject = z.object({ id: z.string().min(1) });

/**
 * The events that can change what a customer is entitled to, each with the fields of its object
 * that are read here. None is trusted for its content: each only says which subscription to read
 * again from Stripe (decision 0008).
 */
const handledObjects: ReadonlyMap<string, z.ZodType> = new Map<string, z.ZodType>([
  [
    "checkout.session.completed",
    z.object({
      mode: z.string().nullish(),
      subscription: idRef,
      client_reference_id: z.string().nullish(),
      metadata: z.record(z.string(), z.string()).nullish(),
    }),
  ],
  ["customer.subscription.created", subscriptionObject],
  ["customer.subscription.updated", subscriptionObject],
  ["customer.subscription.deleted", subscriptionObject],
  [
    "invoice.payment_failed",
    z.object({
      subscription: idRef,
      parent: z.object({ subscription_details: z.object({ subscription: idRef }).nullish() }).nullish(),
    }),
  ],
]);

/** What every event must be to be read at all. */
const eventEnvelope = z.object({
  id: z.string().min(1).max(255),
  type: z.string(),
  data: z.object({ object: z.looseObject({}) }),
});

/**
 * Whether a signed event lacks what is read from it, or has a control character in it (Stripe
 * sends neither; a bug or a leaked secret does). Only what is read counts: an id or a type is
 * stored and looked up (PostgreSQL stores no NUL), the rest of the event is never used, and a real
 * event refused for a field no one reads would be lost.
 */
function isMalformed(event: unknown): boolean {
  const envelope = eventEnvelope.safeParse(event);
  if (!envelope.success) return true;
  const { id, type } = envelope.data;
  if (hasControlCharacter([id, type])) return true;
  const object = handledObjects.get(type);
  if (object === undefined) return false;
  const read = object.safeParse(envelope.data.data.object);
  return !read.success || hasControlCharacter(read.data);
}

const malformedAnswer: WebhookAnswer = { status: 400, body: { error: "Malformed event." } };

export type WebhookAnswer = { status: number; body: Record<string, unknown> };

/** Takes the request body exactly as it arrived (the signature covers its bytes) and its signature header. */
export type StripeWebhook = (raw: Buffer, signature: string | undefined) => Promise<WebhookAnswer>;

type WebhookLog = {
  warn(fields: Record<string, unknown>, message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
};

export type WebhookOptions = { db: Db; stripe: Stripe; webhookSecret: string; log: WebhookLog };

const received = (extra: Record<string, unknown> = {}): WebhookAnswer => ({
  status: 200,
  body: { received: true, ...extra },
});

/**
 * Stripe's webhook: verified, idempotent by event id, and independent of delivery order because
 * every handled event re-reads its subscription and stores what Stripe says now.
 */
export function createStripeWebhook({ db, stripe, webhookSecret, log }: WebhookOptions): StripeWebhook {
  return async (raw, signature) => {
    let event: Stripe.Event;
    try {
      if (!signature) return { status: 400, body: { error: "Missing Stripe-Signature header." } };
      event = stripe.webhooks.constructEvent(raw, signature, webhookSecret);
    } catch (error) {
      if (error instanceof stripe.errors.StripeSignatureVerificationError) {
        return { status: 400, body: { error: "Invalid signature." } };
      }
      // Signed, but not JSON.
      log.warn({ err: String(error) }, "stripe webhook: malformed event");
      return malformedAnswer;
    }
    if (isMalformed(event)) {
      const id = (event as { id?: unknown } | null)?.id;
      log.warn(
        { eventId: typeof id === "string" ? id.slice(0, 255) : undefined },
        "stripe webhook: malformed event",
      );
      return malformedAnswer;
    }
    if (!handledObjects.has(event.type)) return received({ ignored: true });

    // A redelivery is answered from our records alone: Stripe is not asked again.
    if (await recorded(db, event.id)) return received({ duplicate: true });

    const subscriptionId = subscriptionIdOf(event);
    let state: StripeState | undefined;
    if (subscriptionId) {
      try {
        state = await readSubscription(stripe, subscriptionId);
      } catch (error) {
        // Not recorded: Stripe retries the event, and the retry does the work.
        log.error(
          { err: error, eventId: event.id, subscriptionId },
          "stripe webhook: Stripe could not be read",
        );
        return { status: 500, body: { error: "Could not read the subscription from Stripe; try again." } };
      }
    }

    try {
      const outcome = await db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(stripeEvents)
          .values({ id: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ id: stripeEvents.id });
        // The same event delivered twice at once: the other delivery stored it.
        if (!fresh) return "duplicate" as const;
        if (!state) return "ignored" as const;
        return applyState(tx, state, hintsOf(event));
      });
      if (outcome === "unknown user") {
        log.warn({ eventId: event.id, subscriptionId }, "stripe webhook: no account for this subscription");
      }
      if (outcome === "duplicate") return received({ duplicate: true });
      return received(outcome === "stored" ? {} : { ignored: true });
    } catch (error) {
      log.error({ err: error, eventId: event.id }, "stripe webhook: storing failed");
      return { status: 500, body: { error: "Could not store the event; try again." } };
    }
  };
}

async function recorded(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, eventId));
  return Boolean(row);
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** Which subscription the event is about, wherever this event type (and API version) keeps it. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  switch (event.type) {
    case "checkout.session.completed":
      return event.data.object.mode === "subscription" ? idOf(event.data.object.subscription) : null;
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return event.data.object.id;
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      // Since API 2025-03-31 the invoice names it under parent; before, at the top level.
      const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
      return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy);
    }
    default:
      return null;
  }
}

/** Where else the event says whose subscription it is: our own ids, set when checkout began. */
function hintsOf(event: Stripe.Event): string[] {
  if (event.type !== "checkout.session.completed") return [];
  const session = event.data.object;
  return [session.client_reference_id, session.metadata?.userId].filter((id): id is string => Boolean(id));
}

/** A subscription as Stripe says it is now; `gone` when Stripe no longer knows it. */
type StripeState =
  | {
      gone: false;
      id: string;
      customerId: string;
      status: string;
      tier: string;
      end: Date | null;
      userId?: string;
    }
  | { gone: true; id: string };

async function readSubscription(stripe: Stripe, id: string): Promise<StripeState> {
  try {
    const sub = await stripe.subscriptions.retrieve(id, { expand: ["items.data.price.product"] });
    const item = sub.items.data[0];
    // Since API 2025-03-31 the period lives on the items; before, on the subscription.
    const periodEnd =
      item?.current_period_end ?? (sub as { current_period_end?: number }).current_period_end ?? null;
    return {
      gone: false,
      id: sub.id,
      customerId: idOf(sub.customer) ?? "",
      status: sub.status,
      tier: tierOf(item?.price),
      end: periodEnd ? new Date(periodEnd * 1000) : null,
      userId: sub.metadata?.userId,
    };
  } catch (error) {
    const { statusCode, code } = error as { statusCode?: number; code?: string };
    if (statusCode === 404 && code === "resource_missing") return { gone: true, id };
    throw error;
  }
}

/** The price's nickname, else its product's name, else the one package we sell. */
function tierOf(price: Stripe.Price | undefined): string {
  const product = price?.product;
  const productName = product && typeof product === "object" && !product.deleted ? product.name : undefined;
  return price?.nickname?.trim() || productName?.trim() || pricing.name;
}

type Outcome = "stored" | "ignored" | "unknown user";

async function applyState(tx: Db, state: StripeState, hints: string[]): Promise<Outcome> {
  if (state.gone) {
    // Whatever it was, it gives no access any more.
    await tx
      .update(subscriptions)
      .set({ status: "canceled", updatedAt: new Date() })
      .where(eq(subscriptions.stripeSubscriptionId, state.id));
    return "stored";
  }
  const userId = await ownerOf(tx, state.customerId, [state.userId, ...hints]);
  if (!userId) return "unknown user";
  await tx
    .insert(billingCustomers)
    .values({ userId, stripeCustomerId: state.customerId })
    .onConflictDoNothing();

  const incoming = {
    source: "stripe",
    tier: state.tier,
    status: state.status,
    currentPeriodEnd: state.end,
    stripeSubscriptionId: state.id,
  };
  const [current] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for("update");
  // One row per user: news of an ended subscription must not replace one that still gives access
  // (a newer Stripe subscription, or an invoice grant).
  if (current && current.stripeSubscriptionId !== state.id && isEntitled(current) && !isEntitled(incoming)) {
    return "ignored";
  }
  await tx
    .insert(subscriptions)
    .values({ userId, ...incoming })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...incoming, updatedAt: new Date() } });
  return "stored";
}

/** The account behind a Stripe customer: our own record first, then the ids we gave Stripe. */
async function ownerOf(
  tx: Db,
  customerId: string,
  candidates: (string | undefined)[],
): Promise<string | null> {
  const [known] = await tx
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, customerId));
  if (known) return known.userId;
  for (const id of candidates) {
    if (!id) continue;
    const [found] = await tx.select({ id: user.id }).from(user).where(eq(user.id, id));
    if (found) return found.id;
  }
  return null;
}

/**
 * The HTTP end: the raw body (the signature covers its bytes, so nothing parses it first), at
 * most `bodyLimitBytes`, answered with JSON. Without Stripe configured the path does not exist.
 */
export function stripeWebhookRoute(webhook: StripeWebhook | undefined, bodyLimitBytes: number) {
  const readRaw = express.raw({ type: () => true, limit: bodyLimitBytes });
  return [
    (req, res, next) => {
      res.set("Cache-Control", "no-store");
      if (webhook) readRaw(req, res, next);
      else res.status(404).json({ error: "Stripe is not configured." });
    },
    async (req, res) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const answer = await webhook!(raw, req.get("stripe-signature"));
      res.status(answer.status).json(answer.body);
    },
  ] satisfies RequestHandler[];
}
