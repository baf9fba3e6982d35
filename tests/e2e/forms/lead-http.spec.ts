import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { leadFormPaths as actionPaths, leadTypes, pipelineNotices } from "../../../app/content/leads";
import { formTokens } from "../../../server/leads/form-token";
import { leadSchemas } from "../../../app/features/leads/schemas";
import { expectToast, formAt, pageToken } from "./forms-support";
import { readMailbox, waitForMails, waitForTeamMail } from "../mailbox";
import { startOwnServer } from "../server";
import { httpOnly, waitForHydration } from "../support";

test("every page response carries a fresh, real form token", httpOnly, async ({ request }) => {
  for (const type of leadTypes) {
    const first = await pageToken(request, actionPaths[type]);
    const second = await pageToken(request, actionPaths[type]);
    expect(first).not.toBe(second);
    expect(first).not.toContain("prerender");
  }
});

test("a body over the limit gets 413", httpOnly, async ({ request }) => {
  const big = await request.post("/contact", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: `message=${"x".repeat(300 * 1024)}`,
  });
  expect(big.status()).toBe(413);
});

test(
  "a form sent with JavaScript gets the headers of every response, and 413 over the limit",
  httpOnly,
  async ({ request }) => {
    // React Router's action requests go through the same Express chain as every other request.
    const reply = await request.post("/book-demo.data", {
      headers: { "content-type": "application/x-www-form-urlencoded", "x-request-id": "trace-42" },
      data: "firstName=",
    });
    expect(reply.status()).toBe(400);
    const headers = reply.headers();
    expect(headers["x-request-id"]).toBe("trace-42");
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[\w+/=]+'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");

    const big = await request.post("/contact.data", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: `message=${"x".repeat(300 * 1024)}`,
    });
    expect(big.status()).toBe(413);
    expect(await big.text()).toBe("The request is too large.");
  },
);

const fieldNames = [
  ...new Set(Object.values(leadSchemas).flatMap((schema) => Object.keys(schema.shape))),
  "_formToken",
  "_leave_blank",
];

test("random bodies at every form action never get a server error", httpOnly, async ({ request }) => {
  test.setTimeout(120_000);
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...leadTypes),
      fc.array(fc.tuple(fc.constantFrom(...fieldNames), fc.string({ maxLength: 200 })), { maxLength: 15 }),
      fc.constantFrom(
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=zz",
        "text/plain",
        "application/json",
      ),
      fc.boolean(),
      async (type, fields, contentType, singleFetch) => {
        const body = new URLSearchParams(fields).toString();
        const path = singleFetch ? `${actionPaths[type]}.data` : actionPaths[type];
        const response = await request.post(path, { headers: { "content-type": contentType }, data: body });
        expect(response.status(), `${path} ${contentType} ${body.slice(0, 200)}`).toBeLessThan(500);
      },
    ),
    { numRuns: 120 },
  );
});

test.describe("the fill-time check", () => {
  // The e2e server has it off, so that browsers may fill forms at their speed: this server has it
  // on, a secret the test signs tokens with, and room for two leads per form.
  const secret = "e2e-fill-time-secret-e2e-fill-time-secret";
  const minFillMs = 60_000;
  let server: Awaited<ReturnType<typeof startOwnServer>>;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startOwnServer({
      AUTH_SECRET: secret,
      LEAD_MIN_FILL_MS: String(minFillMs),
      LEAD_RATE_LIMIT: "2",
    });
  });
  test.afterAll(() => server?.stop());

  test(
    "a form sent sooner than LEAD_MIN_FILL_MS after its page looks sent and is held: stored, not mailed",
    httpOnly,
    async ({ request }) => {
      const contact = `${server.origin}/contact`;
      const send = async (label: string, token: string) => {
        const id = `fill-${label}-${Date.now().toString(36)}`;
        const form = {
          name: id,
          email: `${id}@example.test`,
          municipality: "Dover",
          subject: "other",
          message: id,
        };
        const response = await request.post(contact, { form: { ...form, _formToken: token } });
        return { id, status: response.status(), html: await response.text() };
      };
      const filledIn = () => formTokens(secret).issue(Date.now() - minFillMs - 1_000);

      const hasty = await send("hasty", await pageToken(request, contact));
      expect(hasty.status).toBe(200);
      expect(hasty.html).toContain("Message Sent!");

      const patient = await send("patient", filledIn());
      expect(patient.status).toBe(200);
      expect(patient.html).toContain("Message Sent!");
      expect((await waitForTeamMail(patient.id)).text).not.toContain(hasty.id);

      // The hasty lead is stored (held, not discarded: decision 0005), so it used up one of the two
      // leads this form may take: the third is over the limit, so held too, with the ordinary success.
      const third = await send("third", filledIn());
      expect(third.status, "the limit of two leads counts the held one").toBe(200);
      expect(third.html).toContain("Message Sent!");

      // Nothing was mailed for the held leads; the patient one's mails went out meanwhile.
      await waitForMails(`${patient.id}@example.test`);
      for (const held of [hasty, third]) {
        expect(
          readMailbox().filter(
            (mail) => mail.text.includes(held.id) || mail.to.includes(`${held.id}@example.test`),
          ),
          "no mail for a held lead",
        ).toEqual([]);
      }
    },
  );

  test("past the limit, leads from one address are held up to 30 a day; then refused, blaming no one, with or without JavaScript", async ({
    request,
    browser,
  }) => {
    test.setTimeout(120_000);
    const newsletter = `${server.origin}/newsletter`;
    const statuses: number[] = [];
    for (let i = 0; i < 40 && statuses.at(-1) !== 429; i++) {
      const email = `cap-${i}-${Date.now().toString(36)}@example.test`;
      statuses.push((await request.post(newsletter, { form: { email, _formToken: "" } })).status());
    }
    const accepted = statuses.indexOf(429);
    expect(statuses.slice(0, accepted).every((status) => status === 200)).toBe(true);
    // 30 held in all from this address today: this test's and the one's before, run in any order.
    expect(accepted, "2 within the limit, then up to 30 held, then refused").toBeGreaterThanOrEqual(2 + 29);
    expect(accepted).toBeLessThanOrEqual(2 + 30);

    const notice = pipelineNotices.rateLimited;
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(newsletter);
      if (javaScriptEnabled) await waitForHydration(page);
      const form = formAt(page.getByRole("main"), "/newsletter");
      await form
        .getByLabel("Email address", { exact: true })
        .fill(`refused-${javaScriptEnabled}@example.test`);
      await form.locator('button[type="submit"]').click();
      if (javaScriptEnabled) await expectToast(page, notice.title, notice.description);
      else await expect(page.getByRole("main")).toContainText(notice.description);
      await context.close();
    }
  });
});
