import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadType } from "../../app/content/leads";
import type { LeadService } from "../../app/features/leads/service";
import { emailJobs, formSubmissions, newsletterSubscribers } from "../db/schema";
import { databaseTargets, type TestDatabase } from "../testing/databases";
import { formPost, testLeadService, testTokens as tokens, tokenIssuedAgo } from "../testing/leads";

const minFillMs = 1_000;
/** Tokens issued this long ago pass the fill-time check. */
const filledIn = () => tokenIssuedAgo(5_000);

const demo = { firstName: "Ada", lastName: "Lovelace", email: "ada@dover.gov", cityName: "Dover" };

describe.each(databaseTargets)("lead pipeline on $name", (target) => {
  let database: TestDatabase;
  let leads: LeadService;
  let stored = 0;

  beforeAll(async () => {
    if (target.skip) return;
    database = await target.open();
    leads = testLeadService(database.db, {
      leadsTo: ["team@shopcity.test", "sales@shopcity.test"],
      rateLimit: 3,
      minFillMs,
      onStored: () => stored++,
    });
  });
  afterAll(async () => {
    if (!target.skip) await database.drop();
  });

  const submit = (type: LeadType, fields: Record<string, string>, address: string, token = filledIn()) =>
    leads.submit(type, formPost({ ...fields, _formToken: token }), { clientAddress: address });
  const leadsOf = (address: string) =>
    database.db.select().from(formSubmissions).where(eq(formSubmissions.clientAddress, address));

  it.skipIf(target.skip)("stores a lead whose answers hold NUL characters, without them", async () => {
    const { status } = await submit(
      "demo",
      { ...demo, cityName: "Do\u0000ver", message: "\u0000" },
      "10.0.2.1",
    );
    expect(status).toBe(200);
    const [lead] = await leadsOf("10.0.2.1");
    expect(lead?.data).toMatchObject({ cityName: "Dover" });
    expect(JSON.stringify(lead?.data)).not.toContain("\\u0000");
  });

  it.skipIf(target.skip)(
    "stores a valid lead with one team job per inbox and the visitor's acknowledgement",
    async () => {
      const before = stored;
      const { reply, status } = await submit("demo", { ...demo, timeSlot: "morning" }, "10.0.0.1");
      expect(status).toBe(200);
      expect(reply).toMatchObject({ status: "success", notice: { title: "Demo request submitted!" } });
      expect(tokens.verify(reply.nextToken)).not.toBeNull();
      const [lead] = await leadsOf("10.0.0.1");
      expect(lead).toMatchObject({ type: "demo", emailSent: false, data: { ...demo, timeSlot: "morning" } });
      const jobs = await database.db.select().from(emailJobs).where(eq(emailJobs.submissionId, lead!.id));
      expect(jobs.map((job) => `${job.kind}:${job.recipient}`).sort()).toEqual([
        "ack:ada@dover.gov",
        "team:sales@shopcity.test",
        "team:team@shopcity.test",
      ]);
      expect(stored).toBe(before + 1);
    },
  );

  it.skipIf(target.skip)(
    "refuses invalid answers with the spec's messages, keeps them, and stores nothing",
    async () => {
      const { reply, status } = await submit(
        "pilot",
        { municipalityName: "Dover", email: "nope" },
        "10.0.0.2",
      );
      expect(status).toBe(400);
      expect(reply).toMatchObject({
        status: "invalid",
        notice: {
          title: "Please fill in required fields",
          description: "Municipality name, your name, job title, and email are required.",
        },
        fields: { municipalityName: "Dover", email: "nope" },
      });
      if (reply.status !== "invalid") return;
      expect(Object.keys(reply.errors).sort()).toEqual(["email", "jobTitle", "name"]);
      expect(await leadsOf("10.0.0.2")).toHaveLength(0);
    },
  );

  it.skipIf(target.skip)(
    "gives a bot that fills the honeypot a normal success and stores nothing",
    async () => {
      const { reply, status } = await submit(
        "contact",
        { name: "Bot", _leave_blank: "http://spam.example" },
        "10.0.0.3",
      );
      expect(status).toBe(200);
      expect(reply.status).toBe("success");
      expect(await leadsOf("10.0.0.3")).toHaveLength(0);
    },
  );

  it.skipIf(target.skip)("treats a form sent faster than a person can type as a bot's", async () => {
    const { reply } = await submit("demo", demo, "10.0.0.4", tokenIssuedAgo(100));
    expect(reply.status).toBe("success");
    expect(await leadsOf("10.0.0.4")).toHaveLength(0);
  });

  it.skipIf(target.skip)("shows the errors to someone who sends an empty form at once", async () => {
    const { reply, status } = await submit("demo", {}, "10.0.0.10", tokenIssuedAgo(100));
    expect(status).toBe(400);
    expect(reply.status).toBe("invalid");
  });

  it.skipIf(target.skip)(
    "refuses a forged or expired token with a clear message and keeps the answers",
    async () => {
      for (const token of ["forged.token.value", tokenIssuedAgo(3 * 24 * 60 * 60_000)]) {
        const { reply, status } = await submit("demo", demo, "10.0.0.5", token);
        expect(status).toBe(400);
        expect(reply).toMatchObject({
          status: "rejected",
          notice: { title: "This form has expired" },
          fields: demo,
        });
      }
      expect(await leadsOf("10.0.0.5")).toHaveLength(0);
    },
  );

  it.skipIf(target.skip)(
    "hands a form sent without a token (no JavaScript) back to confirm, with a token that sends it at once",
    async () => {
      const { reply, status } = await submit("demo", demo, "10.0.0.11", "");
      expect(status).toBe(400);
      expect(reply).toMatchObject({ status: "rejected", notice: { title: "Please confirm" }, fields: demo });
      expect(await leadsOf("10.0.0.11")).toHaveLength(0);
      // Pressed again straight away: the answers were filled in before the first press.
      const confirmed = await submit("demo", demo, "10.0.0.11", reply.nextToken);
      expect(confirmed.reply.status).toBe("success");
      expect(await leadsOf("10.0.0.11")).toHaveLength(1);
      // Pressed twice (a double click on the confirmation): still one lead.
      await submit("demo", demo, "10.0.0.11", reply.nextToken);
      expect(await leadsOf("10.0.0.11")).toHaveLength(1);
    },
  );

  it.skipIf(target.skip)(
    "shows the errors of a form sent without a token before asking to confirm",
    async () => {
      const { reply } = await submit("demo", { ...demo, email: "nope" }, "10.0.0.12", "");
      expect(reply.status).toBe("invalid");
      expect(await leadsOf("10.0.0.12")).toHaveLength(0);
    },
  );

  it.skipIf(target.skip)("stores a double-clicked or retried form once", async () => {
    const token = filledIn();
    const replies = await Promise.all([1, 2, 3].map(() => submit("demo", demo, "10.0.0.6", token)));
    expect(replies.map((outcome) => outcome.reply.status)).toEqual(["success", "success", "success"]);
    expect(await leadsOf("10.0.0.6")).toHaveLength(1);
  });

  it.skipIf(target.skip)("limits each form per client address, counted in the database", async () => {
    for (let i = 0; i < 3; i++) expect((await submit("demo", demo, "10.0.0.7")).status).toBe(200);
    const { reply, status } = await submit("demo", demo, "10.0.0.7");
    expect(status).toBe(429);
    expect(reply).toMatchObject({ status: "rejected", notice: { title: "Too many submissions" } });
    expect(await leadsOf("10.0.0.7")).toHaveLength(3);
    // Another form, or another address, has its own allowance.
    expect(
      (
        await submit(
          "contact",
          { name: "A", email: "a@b.co", municipality: "X", subject: "other", message: "Hi" },
          "10.0.0.7",
        )
      ).status,
    ).toBe(200);
    expect((await submit("demo", demo, "10.0.0.8")).status).toBe(200);
  });

  it.skipIf(target.skip)(
    "keeps one subscriber however often they subscribe, and lets them leave and come back",
    async () => {
      const email = "Reader@Example.org";
      expect((await submit("newsletter", { email }, "10.0.1.1")).reply.status).toBe("success");
      expect((await submit("newsletter", { email: "reader@example.org" }, "10.0.1.2")).reply.status).toBe(
        "success",
      );
      const subscribers = await database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, "reader@example.org"));
      expect(subscribers).toHaveLength(1);
      expect((await leadsOf("10.0.1.1")).length + (await leadsOf("10.0.1.2")).length).toBe(1);

      expect(await leads.unsubscribe(subscribers[0]!.unsubscribeToken)).toBe("unsubscribed");
      expect(await leads.unsubscribe("no-such-token-at-all-here")).toBe("unknown");
      const [left] = await database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, "reader@example.org"));
      expect(left?.unsubscribedAt).toBeInstanceOf(Date);

      expect((await submit("newsletter", { email }, "10.0.1.3")).reply.status).toBe("success");
      const [back] = await database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, "reader@example.org"));
      expect(back?.unsubscribedAt).toBeNull();
      expect(await leadsOf("10.0.1.3")).toHaveLength(1);
    },
  );

  it.skipIf(target.skip)("answers a body that is not a form with a message, not an exception", async () => {
    const request = new Request("http://localhost/demo", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(demo),
    });
    const { reply, status } = await leads.submit("demo", request, { clientAddress: "10.0.0.9" });
    expect(status).toBe(400);
    expect(reply.status).toBe("rejected");
  });
});
