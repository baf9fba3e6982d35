import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadType } from "../../app/content/leads";
import type { LeadService } from "../../app/features/leads/service";
import { emailJobs, formSubmissions, newsletterSubscribers } from "../db/schema";
import { databaseTargets, type TestDatabase } from "../testing/databases";
import {
  formPost,
  sampleContact,
  testLeadService,
  testTokens as tokens,
  tokenIssuedAgo,
} from "../testing/leads";
import { testRateWindowSeconds } from "../testing/rate-window";
import { heldReasonTexts } from "./judge";

const minFillMs = 1_000;
/** Tokens issued this long ago pass the fill-time check. */
const filledIn = () => tokenIssuedAgo(5_000);

const demoAnswers = { firstName: "Ada", lastName: "Lovelace", email: "ada@dover.gov", cityName: "Dover" };
const demo = demoAnswers;
const contact = sampleContact;

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
      overLimitPerDay: 4,
      heldPerClient: 5,
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
  const jobsOf = (leadId: string) =>
    database.db.select().from(emailJobs).where(eq(emailJobs.submissionId, leadId));

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

  it.skipIf(target.skip)("gives a too-long answer back whole, for the visitor to shorten", async () => {
    // Without JavaScript the form is filled from this echo: a cut would lose what was typed.
    const message = `${"m".repeat(7_000)} END`;
    const { reply, status } = await submit("demo", { ...demo, message }, "10.0.0.4");
    expect(status).toBe(400);
    if (reply.status !== "invalid") throw new Error(`expected invalid, got ${reply.status}`);
    expect(reply.errors.message).toEqual(["Please keep this to 5,000 characters or fewer"]);
    expect(reply.fields.message).toBe(message);
    expect(await leadsOf("10.0.0.4")).toHaveLength(0);
  });

  it.skipIf(target.skip)(
    "gives a bot that fills the honeypot a normal success and holds its lead, unmailed, with the reason",
    async () => {
      const before = stored;
      const { reply, status } = await submit(
        "contact",
        { ...contact, _leave_blank: "http://spam.example" },
        "10.0.0.3",
      );
      expect(status).toBe(200);
      expect(reply.status).toBe("success");
      const [lead] = await leadsOf("10.0.0.3");
      expect(lead).toMatchObject({ verdict: "held", heldReasons: [heldReasonTexts.honeypot] });
      expect(await jobsOf(lead!.id)).toEqual([]);
      expect(stored).toBe(before);
    },
  );

  it.skipIf(target.skip)("holds a form sent faster than a person can type, saying how fast", async () => {
    const { reply } = await submit("demo", demo, "10.0.0.4", tokenIssuedAgo(100));
    expect(reply.status).toBe("success");
    const [lead] = await leadsOf("10.0.0.4");
    expect(lead?.verdict).toBe("held");
    expect(lead?.heldReasons).toHaveLength(1);
    expect(lead?.heldReasons?.[0]).toMatch(
      /^Sent 0\.1 s after the page was opened; people take 1\.0 s or more\.$/,
    );
    expect(await jobsOf(lead!.id)).toEqual([]);
  });

  it.skipIf(target.skip)(
    "delivers a visitor who read the page for a while and then sent an autofilled form at once",
    async () => {
      // The browser asks for its token when the form is sent, saying the page has been open 5 s.
      const token = leads.formToken(5_000);
      expect(Date.now() - tokens.verify(token)!.issuedAt).toBeGreaterThanOrEqual(5_000);
      const { reply } = await submit("demo", demo, "10.0.0.13", token);
      expect(reply.status).toBe("success");
      const [lead] = await leadsOf("10.0.0.13");
      expect(lead?.verdict).toBe("delivered");
      expect(await jobsOf(lead!.id)).toHaveLength(3);
      // A page cannot date its token back more than an hour, or forward.
      expect(Date.now() - tokens.verify(leads.formToken(1e12))!.issuedAt).toBeLessThanOrEqual(
        3_600_000 + 1_000,
      );
      expect(Date.now() - tokens.verify(leads.formToken(-5_000))!.issuedAt).toBeLessThan(1_000);
      expect(Date.now() - tokens.verify(leads.formToken(Number.NaN))!.issuedAt).toBeLessThan(1_000);
    },
  );

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
    "stores a form sent without a token (no JavaScript) at the first press, and a second press adds nothing",
    async () => {
      const demo = { ...demoAnswers, email: "no-js@dover.gov" };
      const { reply, status } = await submit("demo", demo, "10.0.0.11", "");
      expect(status).toBe(200);
      expect(reply.status).toBe("success");
      const [lead] = await leadsOf("10.0.0.11");
      expect(lead?.verdict).toBe("delivered");
      expect(await jobsOf(lead!.id)).toHaveLength(3);
      // Pressed again (a resend after a slow answer), with the answers spaced and cased otherwise.
      const again = await submit("demo", { ...demo, cityName: " dover " }, "10.0.0.11", "");
      expect(again.reply.status).toBe("success");
      // A double click: both presses at once.
      await Promise.all([1, 2].map(() => submit("demo", demo, "10.0.0.11", "")));
      expect(await leadsOf("10.0.0.11")).toHaveLength(1);
      // Another client, or other answers, are another lead (the limit here is 3 a client).
      await submit("demo", demo, "10.0.0.14", "");
      await submit("demo", { ...demo, cityName: "Camden" }, "10.0.0.14", "");
      expect(await leadsOf("10.0.0.14")).toHaveLength(2);
    },
  );

  it.skipIf(target.skip)(
    "judges a form sent without a token by its honeypot alone: no clock of another page holds it",
    async () => {
      // Colleagues behind one address, or tabs, each sending at once: all delivered.
      for (let i = 0; i < 3; i++) {
        await submit("demo", { ...demo, email: `colleague${i}@dover.gov` }, "10.0.0.15", "");
      }
      expect((await leadsOf("10.0.0.15")).map((lead) => lead.verdict)).toEqual(Array(3).fill("delivered"));
      await submit("demo", { ...demo, _leave_blank: "x" }, "10.0.0.16", "");
      expect((await leadsOf("10.0.0.16"))[0]?.heldReasons).toEqual([heldReasonTexts.honeypot]);
    },
  );

  it.skipIf(target.skip)(
    "counts the fill time by the browser's clock when its token was dated later than the page opened",
    async () => {
      // The token's request waited 0.8 s in the browser: the server dated it 0.8 s late.
      const send = (openFor: string, address: string) =>
        leads.submit(
          "demo",
          formPost({ ...demo, _formToken: tokenIssuedAgo(minFillMs - 800), _openFor: openFor }),
          { clientAddress: address },
        );
      await send(String(minFillMs + 100), "10.0.0.17");
      expect((await leadsOf("10.0.0.17"))[0]?.verdict).toBe("delivered");
      // The browser's count only ever adds time: a shorter one leaves the token's.
      await send("5", "10.0.0.18");
      expect((await leadsOf("10.0.0.18"))[0]?.heldReasons?.[0]).toMatch(/^Sent 0\.2 s after/);
    },
  );

  it.skipIf(target.skip)("shows the errors of a form sent without a token, and stores nothing", async () => {
    const { reply } = await submit("demo", { ...demo, email: "nope" }, "10.0.0.12", "");
    expect(reply.status).toBe("invalid");
    expect(await leadsOf("10.0.0.12")).toHaveLength(0);
  });

  it.skipIf(target.skip)("stores a double-clicked or retried form once", async () => {
    const token = filledIn();
    const replies = await Promise.all([1, 2, 3].map(() => submit("demo", demo, "10.0.0.6", token)));
    expect(replies.map((outcome) => outcome.reply.status)).toEqual(["success", "success", "success"]);
    expect(await leadsOf("10.0.0.6")).toHaveLength(1);
  });

  it.skipIf(target.skip)(
    "holds leads past each form's limit per client address, up to a cap a day, then refuses without blaming",
    async () => {
      for (let i = 0; i < 3; i++) expect((await submit("demo", demo, "10.0.0.7")).status).toBe(200);
      // Past the limit of 3: held, with the ordinary success, until the day's 4 are used...
      for (let i = 0; i < 4; i++) {
        const { reply, status } = await submit("demo", demo, "10.0.0.7");
        expect([status, reply.status]).toEqual([200, "success"]);
      }
      const all = await leadsOf("10.0.0.7");
      expect(all.map((lead) => lead.verdict).sort()).toEqual([
        ...Array(3).fill("delivered"),
        ...Array(4).fill("held"),
      ]);
      const held = all.filter((lead) => lead.verdict === "held");
      expect(held[0]?.heldReasons).toEqual([heldReasonTexts.manyFromOneAddress(3, testRateWindowSeconds)]);
      expect(await jobsOf(held[0]!.id)).toEqual([]);
      // ...across all forms, then refused, with a message that accuses no one.
      const { reply, status } = await submit("demo", demo, "10.0.0.7", "");
      expect(status).toBe(429);
      expect(reply).toMatchObject({
        status: "rejected",
        neutral: true,
        notice: {
          title: "We could not take this request today",
          description:
            "We have received many requests from your network today. Please try again tomorrow or e-mail us at hello@shopcity.com.",
        },
      });
      expect(await leadsOf("10.0.0.7")).toHaveLength(7);
      // Another form within its limit, or another address, is delivered as ever.
      expect((await submit("contact", contact, "10.0.0.7")).status).toBe(200);
      expect((await submit("demo", demo, "10.0.0.8")).status).toBe(200);
    },
  );

  it.skipIf(target.skip)("keeps a client's newest held leads only, the oldest going first", async () => {
    const unlimited = testLeadService(database.db, { heldPerClient: 5 });
    const spam = (message: string, address: string) =>
      unlimited.submit("contact", formPost({ ...contact, message, _leave_blank: "x" }), {
        clientAddress: address,
      });
    for (let i = 0; i < 8; i++) await spam(`Spam ${i}`, "2001:db8:9::1");
    // Another address of the same /64 is the same client.
    await spam("Spam 8", "2001:db8:9::2");
    const kept = [...(await leadsOf("2001:db8:9::1")), ...(await leadsOf("2001:db8:9::2"))];
    expect(kept.map((lead) => lead.data.message).sort()).toEqual([
      "Spam 4",
      "Spam 5",
      "Spam 6",
      "Spam 7",
      "Spam 8",
    ]);
    // Another client's held leads are its own.
    await spam("Spam", "10.0.0.19");
    expect(await leadsOf("10.0.0.19")).toHaveLength(1);
    expect(await leadsOf("2001:db8:9::2")).toHaveLength(1);
  });

  it.skipIf(target.skip)("counts the IPv6 addresses of one /64 as one client", async () => {
    const addresses = ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:DB8:1:2:ffff::3", "2001:db8:1:2::4"];
    for (const address of addresses) await submit("demo", demo, address);
    const verdicts = [];
    for (const address of addresses) verdicts.push(...(await leadsOf(address)).map((lead) => lead.verdict));
    expect(verdicts).toEqual(["delivered", "delivered", "delivered", "held"]);
    await submit("demo", demo, "2001:db8:1:3::1");
    expect((await leadsOf("2001:db8:1:3::1"))[0]?.verdict).toBe("delivered");
  });

  it.skipIf(target.skip)(
    "mails one visitor address at most 3 times in 24 hours, while every lead is stored and the team told",
    async () => {
      const victim = { ...contact, email: "Stranger@Example.net" };
      const ids = [];
      for (let i = 0; i < 5; i++) {
        const address = `10.0.3.${i}`;
        expect((await submit("contact", { ...victim, message: `Phish ${i}` }, address)).status).toBe(200);
        ids.push((await leadsOf(address))[0]!.id);
      }
      const kinds = await Promise.all(
        ids.map(async (id) => (await jobsOf(id)).map((job) => job.kind).sort()),
      );
      expect(kinds).toEqual([
        ["ack", "team", "team"],
        ["ack", "team", "team"],
        ["ack", "team", "team"],
        ["team", "team"],
        ["team", "team"],
      ]);
    },
  );

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
