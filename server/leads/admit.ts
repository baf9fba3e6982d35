import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { LeadType } from "../../app/content/leads";
import type { Db } from "../db/client";
import { emailKindsFor } from "./email-kinds";

export type Admission = {
  type: LeadType;
  data: Record<string, unknown>;
  /** From the form token: the same submission twice stores one lead. */
  idempotencyKey: string;
  clientAddress: string;
  /** The rate-limit window this submission counts in, and how many it allows. */
  windowStart: Date;
  limit: number;
  /** Team inbox(es) for the notification. */
  leadsTo: readonly string[];
};

/** limited: over the rate limit; stored: a new lead with its e-mail jobs; duplicate: nothing new. */
export type AdmissionResult = "limited" | "stored" | "duplicate";

/**
 * Counts the submission against its rate limit and, when within it, stores the lead and its e-mail
 * jobs: one SQL statement, so one round trip and one atomic transaction. Each data-modifying step
 * is a CTE that reads the one before it; the lead row exists only with all of its jobs.
 * A newsletter lead is stored only when it (re)subscribes someone: subscribing twice stores one.
 */
export async function admitLead(db: Db, admission: Admission): Promise<AdmissionResult> {
  const { type, data, idempotencyKey, clientAddress, windowStart, limit } = admission;
  const visitor = typeof data.email === "string" ? data.email : undefined;
  const jobs = emailKindsFor(type).flatMap((kind) =>
    (kind === "team" ? admission.leadsTo : visitor ? [visitor] : []).map((recipient) => ({
      kind,
      recipient,
    })),
  );
  const subscriber = type === "newsletter" && visitor ? visitor.toLowerCase() : undefined;

  const subscribe = subscriber
    ? sql`, subscribed as (
        insert into newsletter_subscribers (email, unsubscribe_token)
        select ${subscriber}, ${randomBytes(24).toString("base64url")} from hit where hit.count <= ${limit}
        on conflict (email) do update set unsubscribed_at = null, subscribed_at = now()
          where newsletter_subscribers.unsubscribed_at is not null
        returning email
      )`
    : sql``;
  const storeJobs = jobs.length
    ? sql`, jobs as (
        insert into email_jobs (submission_id, kind, recipient)
        select lead.id, job.kind, job.recipient
        from lead cross join (values ${sql.join(
          jobs.map((job) => sql`(${job.kind}, ${job.recipient})`),
          sql`, `,
        )}) as job (kind, recipient)
      )`
    : sql``;

  // Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`.
  const result = (await db.execute(sql`
    with hit as (
      insert into rate_limits (key, window_start, count)
      values (${`${type}:${clientAddress}`}, ${windowStart.toISOString()}::timestamptz, 1)
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning count
    )${subscribe}, lead as (
      insert into form_submissions (type, data, idempotency_key, client_address)
      select ${type}, ${JSON.stringify(data)}::jsonb, ${idempotencyKey}, ${clientAddress}
      from hit
      where hit.count <= ${limit}${subscriber ? sql` and exists (select 1 from subscribed)` : sql``}
      on conflict (type, idempotency_key) do nothing
      returning id
    )${storeJobs}
    select (select count from hit) as count, (select id from lead) as id
  `)) as unknown as { rows: { count: number; id: string | null }[] };
  const row = result.rows[0];
  if (!row || Number(row.count) > limit) return "limited";
  return row.id ? "stored" : "duplicate";
}
