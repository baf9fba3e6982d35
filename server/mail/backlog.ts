import { sql, type SQL } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { emailJobs } from "../db/schema";

/** The mails and deliveries not sent yet: what an operator watches (docs/operations.md). */
export type Backlog = {
  /** E-mails not sent yet, due or waiting for their next attempt. */
  waiting: number;
  /** Of those, the ones tried at least once (their last error is on the lead's page in /admin). */
  failing: number;
  /** How long the oldest mail or delivery still to go has waited, in whole seconds; null when none. */
  oldestWaitingSeconds: number | null;
  /** Leads to hand on to CRMs and webhooks: waiting, of those failing, and refused for good. */
  deliveries: { waiting: number; failing: number; refused: number };
};

/**
 * One query, on the partial index of unsent jobs, shared by every server on the database. A
 * delivery refused for good waits for a person, not for the worker: counted apart, not as late.
 */
export async function outboxBacklog(db: Db): Promise<Backlog> {
  const j = emailJobs;
  const count = (where: SQL) => sql<number>`(count(*) filter (where ${where}))::int`;
  const email = sql`${j.channel} = 'email'`;
  const delivery = sql`${j.channel} = 'delivery' and ${j.failedAt} is null`;
  const [row] = await db
    .select({
      waiting: count(email),
      failing: count(sql`${email} and ${j.attempts} > 0`),
      deliveriesWaiting: count(delivery),
      deliveriesFailing: count(sql`${delivery} and ${j.attempts} > 0`),
      refused: count(sql`${j.failedAt} is not null`),
      oldest: sql<
        number | null
      >`floor(extract(epoch from now() - min(${j.createdAt}) filter (where ${j.failedAt} is null)))::int`,
    })
    .from(j)
    .where(sql`${j.sentAt} is null`);
  return {
    waiting: row?.waiting ?? 0,
    failing: row?.failing ?? 0,
    oldestWaitingSeconds: row?.oldest ?? null,
    deliveries: {
      waiting: row?.deliveriesWaiting ?? 0,
      failing: row?.deliveriesFailing ?? 0,
      refused: row?.refused ?? 0,
    },
  };
}

/** A mail that has waited this long is late enough to tell someone: logged as a warning. */
export const lateAfterSeconds = 15 * 60;

/** The backlog as one sentence, for people (`npm run admin -- outbox`). */
export function describeBacklog({ waiting, failing, oldestWaitingSeconds, deliveries }: Backlog): string {
  const mails = waiting === 1 ? "1 e-mail waiting" : `${waiting} e-mails waiting`;
  const parts = waiting === 0 ? ["no e-mail waiting"] : [`${mails} (${failing} failing)`];
  if (deliveries.waiting > 0) {
    const what = deliveries.waiting === 1 ? "1 delivery waiting" : `${deliveries.waiting} deliveries waiting`;
    parts.push(`${what} (${deliveries.failing} failing)`);
  }
  const age = waiting + deliveries.waiting > 0 ? `, the oldest for ${oldestWaitingSeconds ?? 0} s` : "";
  const refused =
    deliveries.refused === 0
      ? ""
      : ` ${deliveries.refused === 1 ? "1 delivery was" : `${deliveries.refused} deliveries were`} refused for good: see /admin?delivery=failed.`;
  return `Outbox: ${parts.join(", ")}${age}.${refused}`;
}

/**
 * Logs the backlog every `everyMs` as one structured line ("outbox backlog"), a warning once the
 * oldest mail is late, so that log-based alerting sees a stuck queue (SMTP down, a bad
 * credential) without an endpoint of its own. Returns a function that stops it.
 */
export function watchBacklog({ db, log, everyMs }: { db: Db; log: Logger; everyMs: number }): () => void {
  const timer = setInterval(() => {
    outboxBacklog(db).then(
      (backlog) => {
        const late = (backlog.oldestWaitingSeconds ?? 0) >= lateAfterSeconds;
        log[late ? "warn" : "info"]({ outbox: backlog }, "outbox backlog");
      },
      (error: unknown) => log.warn({ err: error }, "outbox backlog not read"),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
