import { sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { emailJobs } from "../db/schema";
import { databaseTargets } from "../testing/databases";
import { inboxDatabase, insertJob, insertLead } from "../testing/inbox";
import { describeBacklog, lateAfterSeconds, outboxBacklog, watchBacklog } from "./backlog";

const nothing = { waiting: 0, failing: 0, deliveries: { waiting: 0, failing: 0, refused: 0 } };

describe.each(databaseTargets)("the outbox backlog on $name", (target) => {
  const state = inboxDatabase(target);

  it.skipIf(target.skip)("is empty with nothing waiting, sent mails not counted", async () => {
    await insertJob(state.db, await insertLead(state.db), "sent");
    expect(await outboxBacklog(state.db)).toEqual({ ...nothing, oldestWaitingSeconds: null });
  });

  it.skipIf(target.skip)(
    "counts what waits and what failed, and how long the oldest has waited",
    async () => {
      const lead = await insertLead(state.db);
      await insertJob(state.db, lead, "sent");
      await insertJob(state.db, lead, "pending", "ack");
      const failed = await insertJob(state.db, lead, "failed");
      await state.db
        .update(emailJobs)
        .set({ createdAt: sql`now() - interval '20 minutes'` })
        .where(sql`${emailJobs.id} = ${failed}`);
      const backlog = await outboxBacklog(state.db);
      expect(backlog).toMatchObject({ waiting: 2, failing: 1 });
      expect(backlog.oldestWaitingSeconds).toBeGreaterThanOrEqual(20 * 60);
      expect(backlog.oldestWaitingSeconds).toBeLessThan(21 * 60);
      expect(describeBacklog(backlog)).toBe(
        `Outbox: 2 e-mails waiting (1 failing), the oldest for ${backlog.oldestWaitingSeconds} s.`,
      );
    },
  );

  it.skipIf(target.skip)(
    "counts deliveries apart, and one refused for good neither as waiting nor as late",
    async () => {
      const lead = await insertLead(state.db);
      await insertJob(state.db, lead, "pending");
      const [webhook, hubspot, salesforce] = ["webhook", "hubspot", "salesforce"];
      await state.db.insert(emailJobs).values([
        { submissionId: lead, channel: "delivery", kind: webhook!, recipient: "hooks.test" },
        {
          submissionId: lead,
          channel: "delivery",
          kind: hubspot!,
          recipient: "portal",
          attempts: 2,
          lastError: "HTTP 503",
        },
        {
          submissionId: lead,
          channel: "delivery",
          kind: salesforce!,
          recipient: "org",
          attempts: 1,
          lastError: "HTTP 400",
          failedAt: sql`now()`,
          createdAt: sql`now() - interval '2 hours'`,
        },
      ]);
      const backlog = await outboxBacklog(state.db);
      expect(backlog).toMatchObject({
        waiting: 1,
        failing: 0,
        deliveries: { waiting: 2, failing: 1, refused: 1 },
      });
      expect(backlog.oldestWaitingSeconds).toBeLessThan(60);
      expect(describeBacklog(backlog)).toBe(
        `Outbox: 1 e-mail waiting (0 failing), 2 deliveries waiting (1 failing), the oldest for ${backlog.oldestWaitingSeconds} s. 1 delivery was refused for good: see /admin?delivery=failed.`,
      );
    },
  );

  it.skipIf(target.skip)("is logged as a warning once a mail is late", async () => {
    const lead = await insertLead(state.db);
    const job = await insertJob(state.db, lead, "failed");
    await state.db
      .update(emailJobs)
      .set({ createdAt: sql`now() - make_interval(secs => ${lateAfterSeconds + 60})` })
      .where(sql`${emailJobs.id} = ${job}`);
    const lines: { level: number; msg: string; outbox?: { waiting: number } }[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const stop = watchBacklog({ db: state.db, log, everyMs: 20 });
    try {
      await expect.poll(() => lines.length, { timeout: 10_000 }).toBeGreaterThan(0);
    } finally {
      stop();
    }
    expect(lines[0]).toMatchObject({ level: 40, msg: "outbox backlog", outbox: { waiting: 1 } });
  });
});

describe("the backlog in words", () => {
  it("says when nothing waits, and counts one mail in the singular", () => {
    expect(describeBacklog({ ...nothing, oldestWaitingSeconds: null })).toBe("Outbox: no e-mail waiting.");
    expect(describeBacklog({ ...nothing, waiting: 1, oldestWaitingSeconds: 3 })).toBe(
      "Outbox: 1 e-mail waiting (0 failing), the oldest for 3 s.",
    );
    expect(
      describeBacklog({
        ...nothing,
        deliveries: { waiting: 1, failing: 1, refused: 0 },
        oldestWaitingSeconds: 9,
      }),
    ).toBe("Outbox: no e-mail waiting, 1 delivery waiting (1 failing), the oldest for 9 s.");
  });
});
