import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/client";
import { emailJobs } from "../db/schema";

/** The mails not sent yet: what an operator watches (docs/operations.md). */
export type Backlog = {
  /** Jobs not sent yet, due or waiting for their next attempt. */
  waiting: number;
  /** Of those, the ones tried at least once (their last error is on the lead's page in /admin). */
  failing: number;
  /** How long the oldest of them has waited, in whole seconds; null when none waits. */
  oldestWaitingSeconds: number | null;
};

/** One query, on the partial index of unsent jobs, shared by every server on the database. */
export async function outboxBacklog(db: Db): Promise<Backlog> {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*)::int`,
      failing: sql<number>`(count(*) filter (where ${emailJobs.attempts} > 0))::int`,
      oldest: sql<number | null>`floor(extract(epoch from now() - min(${emailJobs.createdAt})))::int`,
    })
    .from(emailJobs)
    .where(sql`${emailJobs.sentAt} is null`);
  return {
    waiting: row?.waiting ?? 0,
    failing: row?.failing ?? 0,
    oldestWaitingSeconds: row?.oldest ?? null,
  };
}

/** A mail that has waited this long is late enough to tell someone: logged as a warning. */
export const lateAfterSeconds = 15 * 60;

/** The backlog as one sentence, for people (`npm run admin -- outbox`). */
export function describeBacklog({ waiting, failing, oldestWaitingSeconds }: Backlog): string {
  if (waiting === 0) return "Outbox: no e-mail waiting.";
  const mails = waiting === 1 ? "1 e-mail waiting" : `${waiting} e-mails waiting`;
  return `Outbox: ${mails} (${failing} failing), the oldest for ${oldestWaitingSeconds ?? 0} s.`;
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
