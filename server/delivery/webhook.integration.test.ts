import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { leadTypes } from "../../app/content/leads";
import { emailJobs } from "../db/schema";
import { createInboxService } from "../inbox/service";
import { databaseTargets } from "../testing/databases";
import { freePort, httpRecorder, sampleForms, type RecordedRequest } from "../testing/deliveries";
import { inboxDatabase } from "../testing/inbox";
import { storeLead } from "../testing/leads";
import { testOutbox } from "../testing/outbox";
import { startSmtpServer } from "../testing/smtp";
import { attributionFields } from "./attribution";
import { createDestinations } from "./destinations";

const secret = `whsec_${Buffer.from("a webhook secret of 32 bytes!!!!").toString("base64")}`;
const receiverCheck = new Webhook(secret);
const actor = { id: "admin-1", email: "admin@shopcity.test" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the receiver made of each request: verified by the reference library, or why not. */
function verified(request: RecordedRequest): { id: string; event: Record<string, unknown> } | Error {
  try {
    const event = receiverCheck.verify(request.body, {
      "webhook-id": String(request.headers["webhook-id"]),
      "webhook-timestamp": String(request.headers["webhook-timestamp"]),
      "webhook-signature": String(request.headers["webhook-signature"]),
    }) as Record<string, unknown>;
    return { id: String(request.headers["webhook-id"]), event };
  } catch (error) {
    return error as Error;
  }
}

describe.each(databaseTargets)("the lead webhook on $name", (target) => {
  const state = inboxDatabase(target);
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => smtp?.close());
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A receiver on `port` (not listening yet), the destinations and a started-later outbox. */
  function setUp(port: number, respond?: Parameters<typeof httpRecorder>[0]) {
    const receiver = httpRecorder(respond);
    const destinations = createDestinations(
      { webhook: { url: `http://127.0.0.1:${port}/hooks/leads`, secret } },
      "https://shopcity.test",
    );
    const worker = testOutbox(state.db, smtp.url, { destinations });
    cleanups.push(
      () => receiver.close(),
      () => worker.close(),
    );
    const inbox = createInboxService({
      db: state.db,
      outbox: worker.outbox,
      leadsTo: ["team@shopcity.test"],
      deliveries: destinations.jobs,
    });
    return { receiver, destinations, outbox: worker.outbox, inbox };
  }

  const deliveryJobs = (leadId: string) =>
    state.db
      .select()
      .from(emailJobs)
      .where(eq(emailJobs.submissionId, leadId))
      .then((jobs) => jobs.filter((job) => job.channel === "delivery"));

  it.skipIf(target.skip)(
    "delivers every lead once the receiver is back after five refused tries each, each id once, every signature valid",
    async () => {
      const port = await freePort();
      const { receiver, destinations, outbox } = setUp(port);
      const ids: string[] = [];
      for (const type of leadTypes) {
        ids.push(await storeLead(state.db, type, sampleForms[type], { deliveries: destinations.jobs }));
      }
      outbox.start();
      // Down long enough for the waits between tries to reach their cap (testOutbox's): the
      // outbox keeps trying at its slowest, as it would through an outage of hours.
      const jobsNow = async () => (await Promise.all(ids.map(deliveryJobs))).flat();
      await expect
        .poll(async () => Math.min(...(await jobsNow()).map((job) => job.attempts)), { timeout: 30_000 })
        .toBeGreaterThanOrEqual(5);
      // Tried while down, and told why.
      const waiting = await jobsNow();
      expect(waiting).toHaveLength(leadTypes.length);
      for (const job of waiting) {
        expect(job.sentAt).toBeNull();
        expect(job.lastError).toMatch(/ECONNREFUSED|fetch failed/);
      }
      await receiver.listen(port);
      await expect
        .poll(() => new Set(receiver.requests.map((r) => r.headers["webhook-id"])).size, {
          timeout: 20_000,
        })
        .toBe(leadTypes.length);
      await sleep(1_500);
      const checked = receiver.requests.map(verified);
      expect(checked.filter((result) => result instanceof Error)).toEqual([]);
      const received = checked as Exclude<(typeof checked)[number], Error>[];
      expect(received.map((r) => r.id).sort()).toEqual(ids.map((id) => `lead_${id}`).sort());
      for (const { id, event } of received) {
        const data = event.data as Record<string, unknown>;
        expect(event).toMatchObject({ type: "lead.created", timestamp: data.created_at });
        expect(`lead_${String(data.id)}`).toBe(id);
        expect(Object.keys(data.attribution as object).sort()).toEqual([...attributionFields].sort());
        expect(data.fields).toMatchObject({ email: expect.stringContaining("@") });
      }
      expect(receiver.requests[0]!.headers["content-type"]).toBe("application/json");
      for (const job of await jobsNow()) {
        expect(job).toMatchObject({ lastStatus: 200, lastError: null, failedAt: null });
        expect(job.sentAt).not.toBeNull();
      }
    },
  );

  it.skipIf(target.skip)(
    "marks a delivery refused with a 400 as failed, shown in /admin, and retries it on request",
    async () => {
      const port = await freePort();
      const { receiver, destinations, outbox, inbox } = setUp(port, () => ({
        status: 400,
        body: "unknown form",
      }));
      await receiver.listen(port);
      const leadId = await storeLead(state.db, "contact", sampleForms.contact, {
        deliveries: destinations.jobs,
      });
      outbox.start();
      await expect
        .poll(async () => (await deliveryJobs(leadId))[0]?.failedAt ?? null, { timeout: 15_000 })
        .not.toBeNull();
      await sleep(1_500);
      expect(receiver.requests).toHaveLength(1);
      const detail = await inbox.lead(leadId);
      expect(detail?.deliveries).toEqual([
        expect.objectContaining({
          destination: "webhook",
          target: `127.0.0.1:${port}`,
          attempts: 1,
          lastStatus: 400,
          lastError: "HTTP 400: unknown form",
          sentAt: null,
          state: "failed",
          refused: true,
        }),
      ]);
      expect(detail?.jobs.every((job) => job.kind !== "webhook")).toBe(true);
      expect((await inbox.listLeads({ delivery: "failed" })).leads.map((lead) => lead.id)).toEqual([leadId]);

      receiver.answerWith(() => ({ status: 204 }));
      const retried = await inbox.retryJob(actor, leadId, detail!.deliveries[0]!.id);
      expect(retried).toEqual({ ok: true, message: `Sent to 127.0.0.1:${port}.` });
      expect((await inbox.lead(leadId))?.deliveries[0]).toMatchObject({
        state: "sent",
        lastStatus: 204,
        refused: false,
      });
      expect((await inbox.listLeads({ delivery: "failed" })).leads).toEqual([]);
    },
  );

  it.skipIf(target.skip)("waits as long as Retry-After says before trying again", async () => {
    const port = await freePort();
    const { receiver, destinations, outbox } = setUp(port, (request) =>
      receiver.requests.indexOf(request) === 0
        ? { status: 503, headers: { "retry-after": "3" } }
        : { status: 200 },
    );
    await receiver.listen(port);
    const leadId = await storeLead(state.db, "demo", sampleForms.demo, { deliveries: destinations.jobs });
    outbox.start();
    await expect.poll(() => receiver.requests.length, { timeout: 15_000 }).toBe(2);
    // The back-off alone would have tried again within a second (retryBaseMs 200).
    expect(receiver.requests[1]!.at - receiver.requests[0]!.at).toBeGreaterThanOrEqual(2_900);
    expect(receiver.requests[1]!.headers["webhook-id"]).toBe(receiver.requests[0]!.headers["webhook-id"]);
    await expect.poll(async () => (await deliveryJobs(leadId))[0]?.sentAt ?? null).not.toBeNull();
  });

  it.skipIf(target.skip)(
    "a Retry-After shorter than the back-off does not shorten it: 500 with Retry-After: 0 is tried as often as mail",
    async () => {
      const port = await freePort();
      const { receiver, destinations, outbox } = setUp(port, () => ({
        status: 500,
        headers: { "retry-after": "0" },
      }));
      await receiver.listen(port);
      await storeLead(state.db, "demo", sampleForms.demo, { deliveries: destinations.jobs });
      outbox.start();
      await expect.poll(() => receiver.requests.length, { timeout: 15_000 }).toBeGreaterThan(0);
      await sleep(3_000);
      await outbox.stop();
      // testOutbox: back-off from 200 ms, doubling, capped at 1 s, each within ±20%: tries at
      // about 0, 0.2, 0.6, 1.4 and 2.4 s. Taken at its word, Retry-After: 0 meant one a poll (50 ms).
      const times = receiver.requests.map((request) => request.at);
      expect(times.length).toBeGreaterThanOrEqual(2);
      expect(times.length).toBeLessThanOrEqual(6);
      times.slice(1).forEach((at, i) => {
        const backOff = Math.min(1_000, 200 * 2 ** i);
        expect(at - times[i]!, `wait before try ${i + 2}`).toBeGreaterThanOrEqual(0.8 * backOff - 20);
      });
    },
  );

  it.skipIf(target.skip)("hands on a lead held as spam only once it is released", async () => {
    const port = await freePort();
    const { receiver, destinations, outbox, inbox } = setUp(port);
    await receiver.listen(port);
    const leadId = await storeLead(
      state.db,
      "contact",
      { ...sampleForms.contact, _leave_blank: "filled by a bot" },
      { deliveries: destinations.jobs },
    );
    outbox.start();
    await sleep(1_000);
    expect(await deliveryJobs(leadId)).toEqual([]);
    expect(receiver.requests).toEqual([]);
    expect(await inbox.releaseLead(actor, leadId)).toMatchObject({ ok: true });
    await expect.poll(() => receiver.requests.length, { timeout: 15_000 }).toBe(1);
    expect(receiver.requests[0]!.headers["webhook-id"]).toBe(`lead_${leadId}`);
  });
});
