import { and, eq, sql } from "drizzle-orm";
import type { SubscriptionStatus } from "../../app/features/billing/service";
import type { Db } from "../db/client";
import { subscriptions, user } from "../db/schema";

/** Stripe statuses that still give access; an invoice grant is "active" until its date. */
const entitled = ["active", "trialing", "past_due"];

/** The check-subscription answer, from our rows alone. */
export async function subscriptionStatus(db: Db, userId: string): Promise<SubscriptionStatus> {
  const [row] = await db
    .select({ tier: subscriptions.tier, status: subscriptions.status, end: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const live = row && entitled.includes(row.status) && (!row.end || row.end.getTime() > Date.now());
  if (!live) return { subscribed: false, subscription_tier: null, subscription_end: null };
  return { subscribed: true, subscription_tier: row.tier, subscription_end: row.end?.toISOString() ?? null };
}

export class BillingInputError extends Error {}

/**
 * Records an invoice/ACH customer's subscription until the end of `until` (UTC). The same code
 * serves the admin command and, later, the team's inbox.
 */
export async function grantInvoiceSubscription(
  db: Db,
  input: { email: string; tier: string; until: string },
): Promise<{ userId: string; email: string; tier: string; until: Date }> {
  const email = input.email.trim().toLowerCase();
  const tier = input.tier.trim();
  if (!tier || tier.length > 60) throw new BillingInputError("The tier must be 1 to 60 characters.");
  const until = endOfDay(input.until);
  if (until.getTime() <= Date.now()) throw new BillingInputError(`The date ${input.until} is in the past.`);
  const found = await findUser(db, email);
  await db
    .insert(subscriptions)
    .values({ userId: found.id, source: "invoice", tier, status: "active", currentPeriodEnd: until })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: { source: "invoice", tier, status: "active", currentPeriodEnd: until, updatedAt: sql`now()` },
    });
  return { userId: found.id, email: found.email, tier, until };
}

/** Ends an invoice subscription now; a Stripe subscription is the Stripe dashboard's to cancel. */
export async function revokeInvoiceSubscription(
  db: Db,
  emailInput: string,
): Promise<{ email: string; revoked: boolean }> {
  const found = await findUser(db, emailInput.trim().toLowerCase());
  const removed = await db
    .delete(subscriptions)
    .where(and(eq(subscriptions.userId, found.id), eq(subscriptions.source, "invoice")))
    .returning({ userId: subscriptions.userId });
  return { email: found.email, revoked: removed.length > 0 };
}

async function findUser(db: Db, email: string) {
  const [found] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.email, email));
  if (!found) throw new BillingInputError(`No account uses the e-mail address ${email || "(empty)"}.`);
  return found;
}

/** "2027-01-31" → the last millisecond of that day, UTC; anything else, or a day that does not exist, is refused. */
export function endOfDay(date: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const parsed = match ? new Date(Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!, 23, 59, 59, 999)) : null;
  if (!parsed || parsed.toISOString().slice(0, 10) !== date.trim()) {
    throw new BillingInputError(`"${date}" is not a date: write it as YYYY-MM-DD, e.g. 2027-12-31.`);
  }
  return parsed;
}
