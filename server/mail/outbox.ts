import { eq, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { LeadType } from "../../app/content/leads";
import type { Db } from "../db/client";
import { isDatabaseUnreachable } from "../db/unreachable";
import { emailJobs, formSubmissions, newsletterSubscribers, rateLimits } from "../db/schema";
import { isAccountEmailKind, type AccountEmailKind, type EmailKind } from "../leads/email-kinds";
import type { EmailInput, RenderedEmail } from "../leads/emails/render";
import type { AccountEmailInput } from "../auth/emails";
import { recipientRefused, type MailTransport } from "./transport";
import type { Destinations } from "../delivery/destinations";
import type { DeliveryResult } from "../delivery/http";
import { deliveredLead } from "../delivery/lead";

export type OutboxOptions = {
  db: Db;
  transport: MailTransport;
  render: (input: EmailInput) => Promise<RenderedEmail>;
  /** Account mails (confirmation, password reset); without it they wait and retry. */
  renderAccount?: (input: AccountEmailInput) => Promise<RenderedEmail>;
  /** Hands leads on to CRMs and webhooks (the jobs of channel "delivery"); without it they wait. */
  destinations?: Pick<Destinations, "deliver">;
  from: string;
  origin: string;
  log: Logger;
  retryBaseMs: number;
  retryCapMs: number;
  pollMs: number;
  /** Jobs claimed per round; they are sent concurrently. */
  batchSize?: number;
  /** How long a claimed job stays with its worker; after a crash it is retried once this runs out. */
  leaseSeconds?: number;
};

/** A claimed job with what its e-mail is made of (one query claims both). */
type ClaimedJob = {
  id: string;
  submission_id: string | null;
  channel: "email" | "delivery";
  kind: string;
  recipient: string;
  attempts: number;
  payload: Record<string, string> | null;
  lead_type: string | null;
  lead_data: Record<string, unknown> | null;
  /** drizzle keeps timestamps as the text PostgreSQL sent. */
  lead_created_at: string | null;
  unsubscribe_token: string | null;
  /** A team mail whose lead queued no mail to the visitor: their address had its 24 hours' share. */
  visitor_unmailed: boolean | null;
  /** A delivery's lead, the whole row (`to_jsonb`): its attribution, whatever columns hold it. */
  lead_row: Record<string, unknown> | null;
  /** Where the lead's visit came from, for the team's mail. */
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer_host: string | null;
};

/** An attempt: sent (with a delivery's HTTP status), or why not and whether it is for good. */
type Attempt = { sent: true; status: number | null } | { sent: false; error: string; final: boolean };

export type Outbox = {
  start(): void;
  stop(): Promise<void>;
  /** Wakes the worker now (a lead was just stored). */
  nudge(): void;
  /** Claims and sends up to `limit` jobs that are due; returns how many it attempted. */
  runOnce(limit?: number): Promise<number>;
  /**
   * Sends one unsent job now, due or not (the inbox's "Retry now"). "busy" when a worker holds
   * it at this moment; "unknown" when there is no such unsent job.
   */
  sendNow(jobId: string): Promise<
    | { outcome: "sent" }
    /** `final`: refused for good, so not retried automatically. */
    | { outcome: "failed"; error: string; final: boolean }
    | { outcome: "busy" | "unknown" }
  >;
  /** Queues an account mail (in the caller's transaction when given one) and wakes the worker. */
  enqueueAccountMail(mail: AccountMail, tx?: Db): Promise<void>;
};

export type AccountMail = { kind: AccountEmailKind; recipient: string; payload: Record<string, string> };

/**
 * The account mails anyone can have sent to any address (a confirmation, a password reset): one
 * mailbox (lower case, plus tag removed: mailbox_key, migration 0012) gets at most this many of a
 * kind an hour, whoever asks and from whichever client address. The links already sent still
 * work; the endpoints answer as usual, so nobody learns of the cap.
 */
const accountMailCaps: Partial<Record<AccountEmailKind, number>> = {
  verify_email: 3,
  reset_password: 3,
  // An owner could cancel and invite again in a loop: a stranger's mailbox still gets 3 an hour.
  team_invitation: 3,
};
const accountMailWindowSeconds = 3600;

/** Delay before the next attempt: doubling from the base, capped, with jitter so workers spread. */
export function retryDelayMs(attempts: number, baseMs: number, capMs: number, random = Math.random): number {
  const exponential = Math.min(capMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

/**
 * The outbox worker. Jobs are claimed with `FOR UPDATE SKIP LOCKED` and a lease, so any number of
 * server processes on one PostgreSQL share the work and each mail goes out once; a job whose
 * worker died is picked up again when its lease ends. Delivery is at least once: a crash between
 * the SMTP server's "OK" and the update that records the round's sent jobs sends them again.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const { db, log } = options;
  const batchSize = options.batchSize ?? 50;
  const leaseSeconds = options.leaseSeconds ?? 60;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  let wakeRequested = false;
  let lastCleanup = 0;

  async function claim(limit: number, jobId?: string): Promise<ClaimedJob[]> {
    // A job refused for good goes again only when someone asks (by its id).
    const which = jobId ? sql`id = ${jobId}::uuid` : sql`next_attempt_at <= now() and failed_at is null`;
    const { rows } = await db.execute<ClaimedJob>(sql`
      with claimed as (
        update ${emailJobs}
        set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
        where id in (
          select id from ${emailJobs}
          where sent_at is null and ${which}
            and (locked_until is null or locked_until < now())
          order by next_attempt_at
          limit ${limit}
          for update skip locked
        )
        returning id, submission_id, channel, kind, recipient, attempts, payload
      )
      select claimed.*, lead.type as lead_type, lead.data as lead_data, lead.created_at as lead_created_at,
        lead.utm_source, lead.utm_medium, lead.utm_campaign, lead.referrer_host,
        subscriber.unsubscribe_token,
        case when claimed.channel = 'delivery' then to_jsonb(lead) end as lead_row,
        claimed.kind = 'team' and not exists (
          select 1 from ${emailJobs} visitor
          where visitor.submission_id = claimed.submission_id and visitor.channel = 'email'
            and visitor.kind <> 'team'
        ) as visitor_unmailed
      from claimed
      left join ${formSubmissions} lead on lead.id = claimed.submission_id
      left join ${newsletterSubscribers} subscriber
        on claimed.kind = 'welcome' and subscriber.email = lower(lead.data->>'email')`);
    return rows;
  }

  function renderJob(job: ClaimedJob): Promise<RenderedEmail> {
    if (isAccountEmailKind(job.kind)) {
      if (!options.renderAccount) throw new Error("no renderer for account mail");
      return options.renderAccount({
        kind: job.kind,
        payload: job.payload ?? {},
        origin: options.origin,
      });
    }
    if (!job.submission_id || !job.lead_data) throw new Error("the job's lead is missing");
    return options.render({
      kind: job.kind as EmailKind,
      leadType: job.lead_type as LeadType,
      data: job.lead_data,
      submissionId: job.submission_id,
      submittedAt: new Date(job.lead_created_at ?? Date.now()),
      origin: options.origin,
      unsubscribeToken: job.unsubscribe_token ?? undefined,
      visitorUnmailed: job.visitor_unmailed === true,
      attribution: {
        utmSource: job.utm_source,
        utmMedium: job.utm_medium,
        utmCampaign: job.utm_campaign,
        referrerHost: job.referrer_host,
      },
    });
  }

  /** One try of a job: its mail to the SMTP server, or its lead to its destination. */
  async function send(job: ClaimedJob): Promise<DeliveryResult> {
    if (job.channel === "delivery") {
      if (!options.destinations) throw new Error("no deliveries in this process");
      if (!job.lead_row) throw new Error("the job's lead is missing");
      return options.destinations.deliver(job.kind, deliveredLead(job.lead_row));
    }
    const rendered = await renderJob(job);
    try {
      await options.transport.send({ from: options.from, to: job.recipient, ...rendered });
    } catch (error) {
      if (!recipientRefused(error)) throw error;
      return { outcome: "failed", status: null, error: (error as Error).message };
    }
    return { outcome: "sent", status: 0 };
  }

  /**
   * Tries a job once. A failure is recorded on the job: set to retry after the back-off (or the
   * destination's Retry-After, when longer), or, refused for good, left for someone to look at.
   */
  async function attempt(job: ClaimedJob): Promise<Attempt> {
    let result: DeliveryResult;
    try {
      result = await send(job);
    } catch (error) {
      result = {
        outcome: "retry",
        status: null,
        error: error instanceof Error ? error.message : String(error),
      };
    }
    const status = job.channel === "delivery" ? result.status : null;
    if (result.outcome === "sent") return { sent: true, status };
    const final = result.outcome === "failed";
    // A destination's Retry-After can ask for a longer wait, never a shorter one: "0" from a
    // failing webhook would otherwise have it asked again at every poll, without end.
    const delay = Math.max(
      retryDelayMs(job.attempts, options.retryBaseMs, options.retryCapMs),
      (result.outcome === "retry" ? result.retryAfterMs : undefined) ?? 0,
    );
    const fields = {
      jobId: job.id,
      channel: job.channel,
      kind: job.kind,
      attempts: job.attempts,
      status,
      err: result.error,
    };
    if (final) log.error(fields, "delivery refused, not retried");
    else
      log.warn(
        { ...fields, retryInMs: delay },
        job.channel === "email" ? "mail not sent, will retry" : "delivery failed, will retry",
      );
    await db
      .update(emailJobs)
      .set({
        lockedUntil: null,
        lastError: result.error.slice(0, 1000),
        lastStatus: status,
        failedAt: final ? sql`now()` : null,
        nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
      })
      .where(eq(emailJobs.id, job.id))
      .catch((updateError: unknown) =>
        log.error({ err: updateError, jobId: job.id }, "could not record the failure"),
      );
    return { sent: false, error: result.error, final };
  }

  /**
   * One statement for a round's sent jobs: they are sent and so is each lead (email_sent) that has
   * no team notification left. The subquery sees the jobs as they were, hence the exclusion.
   */
  async function recordSent(jobs: { job: ClaimedJob; status: number | null }[]) {
    if (jobs.length === 0) return;
    // PostgreSQL array literals; the ids are UUIDs that came from the database.
    const ids = `{${jobs.map(({ job }) => job.id).join(",")}}`;
    const statuses = `{${jobs.map(({ status }) => status ?? "NULL").join(",")}}`;
    await db.execute(sql`
      with sent as (
        update ${emailJobs} set sent_at = now(), locked_until = null, last_error = null, payload = null,
          failed_at = null, last_status = answered.status
        from unnest(${ids}::uuid[], ${statuses}::int[]) as answered(id, status)
        where ${emailJobs}.id = answered.id
        returning ${emailJobs}.submission_id, ${emailJobs}.kind, ${emailJobs}.channel
      )
      update ${formSubmissions} set email_sent = true
      where id in (select submission_id from sent where kind = 'team' and channel = 'email') and not exists (
        select 1 from ${emailJobs} pending
        where pending.submission_id = ${formSubmissions.id} and pending.kind = 'team'
          and pending.sent_at is null and pending.id <> all(${ids}::uuid[]))`);
  }

  async function runOnce(limit = batchSize): Promise<number> {
    const jobs = await claim(limit);
    const attempts = await Promise.all(jobs.map(attempt));
    await recordSent(
      jobs.flatMap((job, i) => {
        const done = attempts[i]!;
        return done.sent ? [{ job, status: done.status }] : [];
      }),
    );
    return jobs.length;
  }

  /** Rate-limit windows older than a day count for nothing any more. */
  async function cleanup() {
    if (Date.now() - lastCleanup < 10 * 60_000) return;
    lastCleanup = Date.now();
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, sql`now() - interval '1 day'`));
  }

  /** Set by a round that failed for an unreachable database, until one succeeds. */
  let databaseAway = false;

  async function loop() {
    if (!running) return;
    wakeRequested = false;
    try {
      // Rounds go on while they come back full: more may be waiting.
      while (running && (await runOnce(batchSize)) === batchSize);
      await cleanup();
      if (databaseAway) log.info("the database is back; the outbox carries on");
      databaseAway = false;
    } catch (error) {
      if (!isDatabaseUnreachable(error)) log.error({ err: error }, "outbox round failed");
      else if (!databaseAway) {
        // Polled every second, an outage would log a stack a second: once is enough.
        databaseAway = true;
        log.warn({ err: error }, "the database is unreachable; the outbox waits");
      }
    }
    if (running) timer = setTimeout(tick, wakeRequested ? 0 : options.pollMs);
  }

  function tick() {
    timer = undefined;
    current = loop();
  }

  function nudge() {
    if (!running) return;
    if (timer) {
      clearTimeout(timer);
      tick();
    } else {
      wakeRequested = true;
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      tick();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await current;
    },
    nudge,
    runOnce,
    async sendNow(jobId) {
      const [job] = await claim(1, jobId);
      if (!job) {
        const [row] = await db
          .select({ sentAt: emailJobs.sentAt })
          .from(emailJobs)
          .where(eq(emailJobs.id, jobId));
        return { outcome: row && !row.sentAt ? "busy" : "unknown" };
      }
      const done = await attempt(job);
      if (!done.sent) return { outcome: "failed", error: done.error, final: done.final };
      await recordSent([{ job, status: done.status }]);
      return { outcome: "sent" };
    },
    async enqueueAccountMail(mail, tx = db) {
      const cap = accountMailCaps[mail.kind];
      if (cap === undefined) {
        await tx
          .insert(emailJobs)
          .values({ kind: mail.kind, recipient: mail.recipient, payload: mail.payload });
      } else {
        const { rows } = await tx.execute<{ queued: boolean }>(
          sql`select queue_account_mail(${mail.kind}, ${mail.recipient}, ${JSON.stringify(mail.payload)}::jsonb,
            ${cap}, ${accountMailWindowSeconds}) as queued`,
        );
        if (!rows[0]?.queued) {
          log.info({ kind: mail.kind }, "account mail not queued: its mailbox had its share this hour");
          return;
        }
      }
      nudge();
    },
  };
}
