import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { leadTypes, type LeadType } from "../../app/content/leads";
import { formTokens } from "../../server/leads/form-token";
import { leadSchemas } from "../../app/features/leads/schemas";
import { pageToken } from "./forms-support";
import { waitForTeamMail } from "./mailbox";
import { startOwnServer } from "./server";
import { httpOnly } from "./support";

/** The page whose route action takes each form (each works without JavaScript there). */
const actionPaths: Record<LeadType, string> = {
  download_presentation: "/presentation",
  pilot: "/pilot",
  demo: "/book-demo",
  newsletter: "/newsletter",
  contact: "/contact",
  partner: "/partners/apply",
};

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
    // React Router's action requests take a shorter way through the server (server/http.ts).
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
    // Sent in one write, with its length (server/web-request.ts).
    expect(Number(headers["content-length"])).toBe((await reply.body()).length);
    expect(headers["transfer-encoding"]).toBeUndefined();

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
  // on, a secret the test signs tokens with, and room for one lead per form.
  const secret = "e2e-fill-time-secret-e2e-fill-time-secret";
  const minFillMs = 60_000;
  let server: Awaited<ReturnType<typeof startOwnServer>>;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startOwnServer({
      AUTH_SECRET: secret,
      LEAD_MIN_FILL_MS: String(minFillMs),
      LEAD_RATE_LIMIT: "1",
    });
  });
  test.afterAll(() => server?.stop());

  test(
    "a form sent sooner than LEAD_MIN_FILL_MS after its page looks sent, but is not stored",
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

      // Had the hasty lead been stored, it would have used up the one lead this form may take.
      const patient = await send("patient", filledIn());
      expect(patient.status).toBe(200);
      expect(patient.html).toContain("Message Sent!");
      expect((await waitForTeamMail(patient.id)).text).not.toContain(hasty.id);

      const third = await send("third", filledIn());
      expect(third.status, "the limit of one lead counts the patient one").toBe(429);
      expect(third.html).toContain("Too many submissions");
    },
  );
});
