import { eq, sql } from "drizzle-orm";
import type { SubscriptionStatus } from "../../app/features/billing/service";
import type { Db } from "../db/client";
import { findUserByEmail, noAccount, normalizeEmail } from "../auth/users";
import { subscriptions } from "../db/schema";

/** Stripe statuses that still give access; an invoice grant is "active" until its date. */
const entitledStatuses = ["active", "trialing", "past_due"];

/** Whether a subscription (ours or Stripe's, as we store it) gives access now. */
export function isEntitled(
  row: { status: string; currentPeriodEnd: Date | null },
  now = Date.now(),
): boolean {
  return (
    entitledStatuses.includes(row.status) && (!row.currentPeriodEnd || row.currentPeriodEnd.getTime() > now)
  );
}

/** The check-subscription answer, from our rows alone. */
export async function subscriptionStatus(db: Db, userId: string): Promise<SubscriptionStatus> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  if (!row || !isEntitled(row)) {
    return { subscribed: false, subscription_tier: null, subscription_end: null, billed_by: null };
  }
  return {
    subscribed: true,
    subscription_tier: row.tier,
    subscription_end: row.currentPeriodEnd?.toISOString() ?? null,
    billed_by: row.source === "invoice" ? "invoice" : "stripe",
  };
}

/** A refusal the person at the keyboard can act on; its message is shown as it is. */
export class BillingInputError extends Error {}

/**
 * Records an invoice/ACH customer's subscription until the end of `until` (UTC). The same code
 * serves the admin command and, later, the team's inbox. A customer who pays through Stripe now
 * is refused: two live subscriptions would bill them twice.
 */
export async function grantInvoiceSubscription(
  db: Db,
  input: { email: string; tier: string; until: string },
): Promise<{ userId: string; email: string; tier: string; until: Date }> {
  const { tier, until } = checkGrant(input);
  const found = await findUser(db, input.email);
  const [current] = await db.select().from(subscriptions).where(eq(subscriptions.userId, found.id));
  if (current?.source === "stripe" && isEntitled(current)) {
    throw new BillingInputError(
      `${found.email} pays through Stripe (status ${current.status}): cancel that subscription in the Stripe dashboard first.`,
    );
  }
  const row = {
    source: "invoice",
    tier,
    status: "active",
    currentPeriodEnd: until,
    // A Stripe subscription that ended is forgotten: its late events must not touch this grant.
    stripeSubscriptionId: null,
  };
  await db
    .insert(subscriptions)
    .values({ userId: found.id, ...row })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...row, updatedAt: sql`now()` } });
  return { userId: found.id, email: found.email, tier, until };
}

/** The tier and end of a grant, checked without the database: a refusal comes before any work. */
export function checkGrant(input: { tier: string; until: string }): { tier: string; until: Date } {
  const tier = input.tier.trim();
  if (!tier || tier.length > 60) throw new BillingInputError("The tier must be 1 to 60 characters.");
  // PostgreSQL's text cannot hold a NUL character: refused here rather than failing the query.
  if (tier.includes("\0")) throw new BillingInputError("The tier must be plain text.");
  const until = endOfDay(input.until);
  if (until.getTime() <= Date.now()) {
    throw new BillingInputError(`The date ${input.until.trim()} is in the past: give a later one.`);
  }
  return { tier, until };
}

export type RevokeOutcome =
  | { kind: "revoked"; email: string; tier: string }
  /** Nothing that gives access: no row, or a Stripe subscription that ended. */
  | { kind: "none"; email: string }
  /** Stripe subscriptions are cancelled at Stripe; its webhook then updates our row. */
  | { kind: "stripe"; email: string };

/** Ends an invoice subscription now; a Stripe subscription is the Stripe dashboard's to cancel. */
export async function revokeInvoiceSubscription(db: Db, emailInput: string): Promise<RevokeOutcome> {
  const found = await findUser(db, emailInput);
  const [current] = await db.select().from(subscriptions).where(eq(subscriptions.userId, found.id));
  if (!current) return { kind: "none", email: found.email };
  if (current.source !== "invoice") {
    return isEntitled(current)
      ? { kind: "stripe", email: found.email }
      : { kind: "none", email: found.email };
  }
  await db.delete(subscriptions).where(eq(subscriptions.userId, found.id));
  return { kind: "revoked", email: found.email, tier: current.tier };
}

async function findUser(db: Db, emailInput: string) {
  const found = await findUserByEmail(db, emailInput);
  if (!found) throw new BillingInputError(noAccount(normalizeEmail(emailInput)));
  return found;
}

/** "2027-01-31" → the last millisecond of that day, UTC; anything else, or a day that does not exist, is refused. */
export function endOfDay(date: string): Date {
  const text = date.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const parsed = match ? new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!, 23, 59, 59, 999)) : null;
  if (!parsed || parsed.toISOString().slice(0, 10) !== text) {
    throw new BillingInputError(`"${date}" is not a date: write it as YYYY-MM-DD, e.g. 2027-12-31.`);
  }
  return parsed;
}
