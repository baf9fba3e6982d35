import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attributionFields, pathMax, utmMax } from "../../app/features/leads/attribution";
import type { LeadService } from "../../app/features/leads/service";
import { formSubmissions } from "../db/schema";
import { databaseTargets, type TestDatabase } from "../testing/databases";
import { sampleContact, testLeadService, testTokens } from "../testing/leads";

/** A contact form's POST from `address`, as a browser sends it: with its Referer, if any. */
function post(fields: Record<string, string>, referer?: string) {
  return new Request("https://shopcity.test/contact", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...(referer === undefined ? {} : { referer }),
    },
    body: new URLSearchParams({ ...sampleContact, _formToken: testTokens.issue(), ...fields }),
  });
}

const hidden = (values: Partial<Record<keyof typeof attributionFields, string>>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [attributionFields[key as "utmSource"], value]),
  );

describe.each(databaseTargets)("a lead's attribution on $name", (target) => {
  let database: TestDatabase;
  let leads: LeadService;
  let address = 0;

  beforeAll(async () => {
    if (target.skip) return;
    database = await target.open();
    leads = testLeadService(database.db);
  });
  afterAll(async () => {
    if (!target.skip) await database.drop();
  });

  /** Sends the form and returns the stored lead's attribution columns. */
  async function stored(request: Request) {
    const clientAddress = `10.9.0.${++address}`;
    const { reply } = await leads.submit("contact", request, { clientAddress });
    expect(reply.status).toBe("success");
    const [lead] = await database.db
      .select({
        utmSource: formSubmissions.utmSource,
        utmMedium: formSubmissions.utmMedium,
        utmCampaign: formSubmissions.utmCampaign,
        utmTerm: formSubmissions.utmTerm,
        utmContent: formSubmissions.utmContent,
        referrerHost: formSubmissions.referrerHost,
        landingPath: formSubmissions.landingPath,
        formPath: formSubmissions.formPath,
        data: formSubmissions.data,
      })
      .from(formSubmissions)
      .where(eq(formSubmissions.clientAddress, clientAddress));
    return lead!;
  }

  const test = it.skipIf(target.skip);

  test("stores the hidden fields a form sends with JavaScript, and nothing of them in its answers", async () => {
    const lead = await stored(
      post(
        hidden({
          utmSource: "news",
          utmMedium: "email",
          utmCampaign: "spring",
          utmTerm: "",
          utmContent: "",
          referrerHost: "Mail.Example.org",
          landingPath: "/",
          formPath: "/contact",
        }),
        "https://shopcity.test/contact",
      ),
    );
    expect(lead).toMatchObject({
      utmSource: "news",
      utmMedium: "email",
      utmCampaign: "spring",
      utmTerm: null,
      utmContent: null,
      referrerHost: "mail.example.org",
      landingPath: "/",
      formPath: "/contact",
    });
    expect(Object.keys(lead.data).some((key) => key.startsWith("_"))).toBe(false);
  });

  test("without JavaScript, reads the form page's own query from the Referer", async () => {
    const lead = await stored(
      post({}, "https://shopcity.test/contact?utm_source=news&utm_campaign=spring&x=1"),
    );
    expect(lead).toMatchObject({
      utmSource: "news",
      utmMedium: null,
      utmCampaign: "spring",
      referrerHost: null,
      landingPath: "/contact",
      formPath: "/contact",
    });
  });

  test("stores null, never 'undefined', when nothing is known", async () => {
    const lead = await stored(post({}));
    const { data: _, ...columns } = lead;
    expect(Object.values(columns).every((value) => value === null)).toBe(true);
  });

  test("cuts long values, drops control and bidirectional characters, keeps markup as text and refuses non-hosts", async () => {
    const lead = await stored(
      post(
        hidden({
          utmSource: "x".repeat(10_240),
          utmMedium: "e\u0000m\u0007a\u001bi\u2028l\r\n",
          utmCampaign: "<script>alert(1)</script>",
          // Bidirectional controls, which make text read in another order than it is stored.
          utmTerm: "\u202Espring\u202C\u202A\u202B\u202D sale",
          utmContent: "\u2066b\u2067a\u2068n\u2069n\u200Ee\u200Fr\u061C",
          referrerHost: "<b>evil</b>.example",
          landingPath: `/${"a".repeat(pathMax + 10)}`,
          formPath: "javascript:alert(1)",
        }),
      ),
    );
    expect(lead.utmSource).toBe("x".repeat(utmMax));
    expect(lead.utmMedium).toBe("email");
    expect(lead.utmCampaign).toBe("<script>alert(1)</script>");
    expect(lead.utmTerm).toBe("spring sale");
    expect(lead.utmContent).toBe("banner");
    expect(lead.referrerHost).toBeNull();
    expect(lead.landingPath).toBeNull();
    expect(lead.formPath).toBeNull();
  });

  test("keeps only the host of a Referer from another site", async () => {
    const lead = await stored(post({}, "https://elsewhere.example:8443/page?utm_source=theirs"));
    expect(lead).toMatchObject({ referrerHost: "elsewhere.example", utmSource: null, formPath: null });
  });
});
