import { and, count, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { LeadType } from "../../app/content/leads";
import type { Db } from "../db/client";
import type { HeldWeek } from "../../app/features/admin/service";
import { auditLog, formSubmissions } from "../db/schema";
import type { DeliveryJob } from "../delivery/destinations";
import { leadJobs, newsletterSubscription } from "../leads/admit";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** How many leads are held as spam (the held index answers it). */
export async function heldCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ held: count() })
    .from(formSubmissions)
    .where(eq(formSubmissions.verdict, "held"));
  return Number(row?.held ?? 0);
}

const dayMs = 24 * 3600 * 1000;

/** Monday 00:00 UTC of the week `now` is in: the inbox's weeks (the chart's too) are ISO weeks in UTC. */
export function weekStart(now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * dayMs);
}

/**
 * The filter's week, for the team: the leads received since Monday that it held (still held,
 * delivered since, or deleted: those by the deletion's audit entry, which keeps when the lead
 * came), and how many of them the team delivered by hand, each a person the filter took for a bot.
 */
export async function heldThisWeek(db: Db, now = new Date()): Promise<HeldWeek> {
  const since = weekStart(now);
  const [stored] = await db
    .select({
      held: count(),
      delivered: count(sql`case when ${formSubmissions.verdict} = 'delivered' then 1 end`),
    })
    .from(formSubmissions)
    .where(and(isNotNull(formSubmissions.heldReasons), gte(formSubmissions.createdAt, since)));
  const [deleted] = await db
    .select({ count: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, "lead.deleted"),
        // Deleted this week or later, so received at most a few days earlier: the index narrows it.
        gte(auditLog.at, since),
        sql`(${auditLog.detail}->>'received')::timestamptz >= ${since.toISOString()}::timestamptz`,
      ),
    );
  return {
    since: since.toISOString().slice(0, 10),
    held: Number(stored?.held ?? 0) + Number(deleted?.count ?? 0),
    delivered: Number(stored?.delivered ?? 0),
  };
}

/**
 * A held lead becomes a delivered one, in one transaction with its e-mails and deliveries (the same jobs, and
 * the same cap on the visitor's, as when a lead is admitted: migration 0004) and `audit`'s entry.
 * Only the first of two presses finds it held; the second changes nothing. A newsletter lead
 * subscribes its address now; if that address is subscribed already, no mail is due, as when a
 * subscribed address signs up again.
 */
export async function releaseHeldLead(
  db: Db,
  leadId: string,
  leadsTo: readonly string[],
  audit: (tx: Tx, detail: Record<string, unknown>) => Promise<void>,
  deliveries: readonly DeliveryJob[] = [],
): Promise<{ emails: number } | "not held"> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .update(formSubmissions)
      .set({ verdict: "delivered" })
      .where(and(eq(formSubmissions.id, leadId), eq(formSubmissions.verdict, "held")))
      .returning({
        type: formSubmissions.type,
        data: formSubmissions.data,
        reasons: formSubmissions.heldReasons,
      });
    if (!lead) return "not held";
    const type = lead.type as LeadType;
    const subscription = newsletterSubscription(type, lead.data);
    const subscribed = subscription
      ? await firstValue<boolean>(
          tx,
          sql`select subscribe_newsletter(${subscription.subscriber}, ${subscription.unsubscribeToken}) as value`,
        )
      : true;
    const jobs = subscribed ? leadJobs(type, lead.data, leadsTo, deliveries) : [];
    const skipped = jobs.length
      ? await firstValue<number>(
          tx,
          sql`select queue_lead_emails(${leadId}, ${JSON.stringify(jobs)}::jsonb) as value`,
        )
      : 0;
    const emails = jobs.filter((job) => !("channel" in job)).length - Number(skipped);
    await audit(tx, { reasons: lead.reasons ?? [], emails });
    return { emails };
  });
}

/** Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`. */
async function firstValue<T>(tx: Tx, query: ReturnType<typeof sql>): Promise<T> {
  const result = (await tx.execute(query)) as unknown as { rows: { value: T }[] };
  return result.rows[0]!.value;
}

/**
 * Deletes the held leads older than `days` (SPAM_RETENTION_DAYS): nobody released them, so they
 * were spam, and a visitor's data is not kept longer than it serves. Delivered leads are never
 * touched. Returns how many went.
 */
export async function deleteExpiredHeldLeads(db: Db, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 3600 * 1000);
  const deleted = await db
    .delete(formSubmissions)
    .where(and(eq(formSubmissions.verdict, "held"), lt(formSubmissions.createdAt, before)))
    .returning({ id: formSubmissions.id });
  return deleted.length;
}

/**
 * Runs the expiry at start and then every `everyMs` (an hour by default), logging what it deleted.
 * Every server process may run it: a delete finds nothing the second time. Returns a stop function.
 */
export function expireHeldLeads({
  db,
  days,
  log,
  everyMs = 3600_000,
}: {
  db: Db;
  days: number;
  log: Logger;
  everyMs?: number;
}): () => void {
  const sweep = () =>
    void deleteExpiredHeldLeads(db, days).then(
      (deleted) => {
        if (deleted) log.info({ deleted, retentionDays: days }, "expired held leads deleted");
      },
      (error: unknown) => log.warn({ err: error }, "expired held leads not deleted"),
    );
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
