import { isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadTypeNames } from "../../app/content/admin";
import { leadTypes, type LeadType } from "../../app/content/leads";
import { emailJobs } from "../db/schema";
import { databaseTargets } from "../testing/databases";
import { httpRecorder, sampleForms, type RecordedRequest } from "../testing/deliveries";
import { inboxDatabase } from "../testing/inbox";
import { storeLead } from "../testing/leads";
import { testOutbox } from "../testing/outbox";
import { startSmtpServer } from "../testing/smtp";
import { attributionOf } from "./attribution";
import { createDestinations, hubspotRequest, salesforceRequest } from "./destinations";
import type { DeliveredLead } from "./lead";
import type { DestinationSettings } from "./settings";

const formIds = Object.fromEntries(
  leadTypes.map((type, i) => [type, `0000000${i}-aaaa-4bbb-8ccc-${String(i).repeat(12)}`]),
) as Record<LeadType, string>;
const origin = "https://shopcity.test";

/** Per form: the HubSpot properties and the Salesforce fields its sample lead fills. */
const expected: Record<LeadType, { hubspot: string[]; salesforce: string[] }> = {
  download_presentation: {
    hubspot: ["email", "firstname", "lastname", "phone", "company", "jobtitle", "message"],
    salesforce: ["first_name", "last_name", "email", "company", "phone", "title", "description"],
  },
  pilot: {
    hubspot: ["email", "firstname", "lastname", "company", "jobtitle", "message"],
    salesforce: ["first_name", "last_name", "email", "company", "title", "description"],
  },
  demo: {
    hubspot: ["email", "firstname", "lastname", "phone", "jobtitle", "city", "message"],
    salesforce: ["first_name", "last_name", "email", "city", "phone", "title", "description"],
  },
  newsletter: { hubspot: ["email", "message"], salesforce: ["email", "description"] },
  contact: {
    hubspot: ["email", "firstname", "lastname", "company", "message"],
    salesforce: ["first_name", "last_name", "email", "company", "description"],
  },
  partner: {
    hubspot: ["email", "firstname", "lastname", "phone", "company", "jobtitle", "message"],
    salesforce: ["first_name", "last_name", "email", "company", "phone", "title", "description"],
  },
};

const hubspotBody = (request: RecordedRequest) =>
  JSON.parse(request.body) as {
    submittedAt: string;
    fields: { objectTypeId: string; name: string; value: string }[];
    context: { pageUri: string; pageName: string };
  };

describe.each(databaseTargets)("HubSpot and Salesforce deliveries on $name", (target) => {
  const state = inboxDatabase(target);
  const hubspot = httpRecorder(() => ({ status: 204 }));
  // Web-to-Lead answers 200 with an HTML page, whatever happened.
  const salesforce = httpRecorder(() => ({ status: 200, body: "<html></html>" }));
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let settings: DestinationSettings;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    settings = {
      hubspot: { portalId: "123456", formIds, apiUrl: `http://127.0.0.1:${await hubspot.listen()}` },
      salesforce: {
        oid: "00D5e000000AbCd",
        url: `http://127.0.0.1:${await salesforce.listen()}/servlet/servlet.WebToLead?encoding=UTF-8`,
        attributionFields: { utm_source: "00N5e00000Src01", utm_campaign: "00N5e00000Cmp01" },
      },
    };
  });
  afterAll(async () => {
    await Promise.all([hubspot.close(), salesforce.close(), smtp?.close()]);
  });

  it.skipIf(target.skip)("sends one lead of each form in the shape each API takes", async () => {
    hubspot.requests.length = 0;
    salesforce.requests.length = 0;
    const destinations = createDestinations(settings, origin);
    for (const type of leadTypes) {
      await storeLead(state.db, type, sampleForms[type], { deliveries: destinations.jobs });
    }
    const worker = testOutbox(state.db, smtp.url, { destinations });
    try {
      worker.outbox.start();
      await expect
        .poll(async () => (await state.db.select().from(emailJobs).where(isNull(emailJobs.sentAt))).length, {
          timeout: 20_000,
        })
        .toBe(0);
    } finally {
      await worker.close();
    }

    expect(hubspot.requests).toHaveLength(leadTypes.length);
    for (const request of hubspot.requests) {
      const body = hubspotBody(request);
      const type = leadTypes.find((t) => request.url.endsWith(`/${formIds[t]}`))!;
      expect(request.method).toBe("POST");
      expect(request.url).toBe(`/submissions/v3/integration/submit/123456/${formIds[type]}`);
      expect(request.headers["content-type"]).toBe("application/json");
      expect(body.fields.map((field) => field.name)).toEqual(expected[type].hubspot);
      expect(body.fields.every((field) => field.objectTypeId === "0-1" && field.value)).toBe(true);
      expect(body.fields.find((field) => field.name === "email")?.value).toBe(sampleForms[type].email);
      expect(body.context.pageUri).toMatch(new RegExp(`^${origin}/`));
      expect(body.context.pageName).toMatch(/^ShopCity: /);
      expect(body.submittedAt).toMatch(/^\d{13}$/);
    }

    expect(salesforce.requests).toHaveLength(leadTypes.length);
    for (const request of salesforce.requests) {
      const form = new URLSearchParams(request.body);
      expect(request.method).toBe("POST");
      expect(request.url).toBe("/servlet/servlet.WebToLead?encoding=UTF-8");
      expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
      expect(form.get("oid")).toBe("00D5e000000AbCd");
      expect(form.get("lead_source")).toBe("Web");
      const formName = form.get("description")?.match(/^Form: (.+)$/m)?.[1];
      expect(formName).toBeTruthy();
    }
    // Each form once, its fields exactly: matched by the form's name in the description.
    for (const type of leadTypes) {
      const matching = salesforce.requests
        .map((request) => new URLSearchParams(request.body))
        .filter((form) => form.get("description")?.match(/^Form: (.+)$/m)?.[1] === leadTypeNames[type]);
      expect(matching, type).toHaveLength(1);
      expect([...matching[0]!.keys()], type).toEqual(["oid", ...expected[type].salesforce, "lead_source"]);
    }
  });
});

describe("the requests' details", () => {
  const lead: DeliveredLead = {
    id: "7d1f5a7e-0000-4000-8000-000000000001",
    type: "partner",
    data: { ...sampleForms.partner, municipalExperience: true, termsAccepted: true },
    createdAt: "2026-11-26T10:00:00.000Z",
    attribution: attributionOf({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "fall-2026",
      referrer_host: "news.example",
      landing_path: "/pricing",
      form_path: "/partners/apply",
    }),
  };

  it("passes the UTM values to HubSpot as hidden properties, and names the page", () => {
    const request = hubspotRequest(
      { portalId: "1", formIds, apiUrl: "https://api.hsforms.com" },
      lead,
      origin,
    );
    const body = hubspotBody({ body: request.body } as RecordedRequest);
    expect(request.url).toBe(
      `https://api.hsforms.com/submissions/v3/integration/submit/1/${formIds.partner}`,
    );
    expect(body.fields.filter((field) => field.name.startsWith("utm_"))).toEqual([
      { objectTypeId: "0-1", name: "utm_source", value: "newsletter" },
      { objectTypeId: "0-1", name: "utm_medium", value: "email" },
      { objectTypeId: "0-1", name: "utm_campaign", value: "fall-2026" },
    ]);
    expect(body.context).toEqual({ pageUri: `${origin}/partners/apply`, pageName: "ShopCity: Partner" });
    expect(body.submittedAt).toBe(String(Date.parse(lead.createdAt)));
    // What the form has no property for still reaches the team, in the message.
    const message = body.fields.find((field) => field.name === "message")!.value;
    expect(message).toContain("Form: Partner");
    expect(message).toMatch(/Target markets[^\n]*: Midwest towns and counties/);
  });

  it("puts the attribution into Salesforce's configured custom fields only", () => {
    const form = new URLSearchParams(
      salesforceRequest(
        {
          oid: "00D5e000000AbCd",
          url: "https://webto.salesforce.com/servlet/servlet.WebToLead?encoding=UTF-8",
          attributionFields: { utm_source: "00N01", referrer_host: "00N02", utm_term: "00N03" },
        },
        lead,
      ).body,
    );
    expect(form.get("00N01")).toBe("newsletter");
    expect(form.get("00N02")).toBe("news.example");
    // No term recorded: the field is left out rather than sent empty.
    expect(form.has("00N03")).toBe(false);
    expect(form.get("first_name")).toBe("Jane");
    expect(form.get("last_name")).toBe("Doe");
    expect(form.get("company")).toBe("Acme Civic Tech");
    expect(form.get("title")).toBe("CEO");
  });

  it("reads attribution from the lead's columns, null where missing", () => {
    expect(attributionOf({ utm_source: "a", form_path: "/contact" })).toMatchObject({
      utm_source: "a",
      form_path: "/contact",
      utm_medium: null,
    });
    expect(Object.values(attributionOf({ utm_source: "" })).every((value) => value === null)).toBe(true);
  });
});
