import { beforeAll, describe, expect, it } from "vitest";
import type { LeadType } from "../../../app/content/leads";
import { site } from "../../../app/content/site";
import { leadSchemas } from "../../../app/features/leads/schemas";
import { sampleForms } from "../../testing/deliveries";
import type { EmailKind } from "../email-kinds";
import { renderEmail, type EmailInput, type RenderedEmail } from "./render";

const origin = "https://shopcity.test";
const submittedAt = new Date("2025-03-03T14:05:09.000Z");
const submissionId = "0b7f3c8e-2a41-4c55-9d3e-1f2a3b4c5d6e";
const unsubscribeToken = "tok_abcdefghijklmnop";

const longText = "We run a downtown program for 120 shops and want the assistant to know all of them.";

/** One valid lead of every type, stored as its schema outputs it; some answers span lines or run long. */
const leads: Record<LeadType, Record<string, unknown>> = {
  download_presentation: leadSchemas.download_presentation.parse({
    ...sampleForms.download_presentation,
    cityOfInterest: "san-antonio",
    notes: "Line one\nLine two",
  }),
  pilot: leadSchemas.pilot.parse({ ...sampleForms.pilot, name: "Jane Doe" }),
  // Left empty, as a visitor may: the team mail marks them.
  demo: leadSchemas.demo.parse({
    ...sampleForms.demo,
    phone: "",
    position: "",
    message: "First line\nSecond line",
  }),
  newsletter: leadSchemas.newsletter.parse(sampleForms.newsletter),
  contact: leadSchemas.contact.parse({ ...sampleForms.contact, message: "Do you invoice?\nWe pay by ACH." }),
  partner: leadSchemas.partner.parse({
    ...sampleForms.partner,
    experience: longText,
    capabilities: longText,
    goals: longText,
    municipalExperience: true,
    termsAccepted: true,
  }),
};

/** The mails each lead type sends (server/leads/email-kinds.ts). */
const kindsOf: Record<LeadType, EmailKind[]> = {
  download_presentation: ["team", "presentation"],
  pilot: ["team", "ack"],
  demo: ["team", "ack"],
  newsletter: ["team", "welcome"],
  contact: ["team", "ack"],
  partner: ["team", "ack"],
};

const cases = (Object.keys(kindsOf) as LeadType[]).flatMap((leadType) =>
  kindsOf[leadType].map((kind) => ({ leadType, kind })),
);

function render(
  kind: EmailKind,
  leadType: LeadType,
  data = leads[leadType],
  extra: Partial<EmailInput> = {},
) {
  return renderEmail({ kind, leadType, data, submissionId, submittedAt, origin, unsubscribeToken, ...extra });
}

/** The text between an HTML table's row header and the end of that row. */
function rowValue(html: string, label: string): string | undefined {
  const match = new RegExp(`<th scope="row"[^>]*>${label}</th><td[^>]*>([\\s\\S]*?)</td></tr>`).exec(html);
  return match?.[1];
}

describe.each(cases)("$kind e-mail for a $leadType lead", ({ leadType, kind }) => {
  let mail: RenderedEmail;
  beforeAll(async () => {
    mail = await render(kind, leadType);
  });

  it("has a one-line subject, both parts, and a lang, a heading and inline styles only", () => {
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject.length).toBeGreaterThan(10);
    expect(mail.html).toMatch(/^<!DOCTYPE html[^>]*><html dir="ltr" lang="en">/);
    expect(mail.html).toContain("<h1 ");
    expect(mail.html).toContain("<title>");
    expect(mail.html).not.toMatch(/<(img|link|style|script)\b/i);
    expect(mail.html).not.toMatch(/\sclass=/);
    expect(mail.text).toContain(site.name);
    expect(mail.text).not.toContain("<");
  });

  it("is laid out with tables, as Outlook for Windows needs, not with max-width divs", () => {
    // Body: a full-width table; in it, the card: a table capped at 640px, its areas cells.
    expect(mail.html).toMatch(
      /<table[^>]*width="100%"[^>]*role="presentation"[^>]*><tbody><tr><td[^>]*><div role="article"/,
    );
    expect(mail.html).toMatch(
      /<div role="article"[^>]*><table[^>]*role="presentation" style="max-width:640px;/,
    );
    expect(mail.html).toMatch(/<td data-id="__react-email-column" style="padding:/);
    // The only div with a max-width is the hidden inbox preview (max-width:0).
    expect(mail.html).not.toMatch(/<div[^>]*max-width:(?!0[;"])/);
    expect(mail.html).not.toMatch(/<div[^>]*padding/);
  });

  it("escapes hostile markup in every field and keeps it out of the headers", async () => {
    const hostile = `<script>alert(1)</script><img src=x onerror=alert(1)>"'\r\nBcc: evil@example.com`;
    const data = Object.fromEntries(Object.keys(leads[leadType]).map((key) => [key, hostile]));
    const evil = await render(kind, leadType, data);
    expect(evil.html).not.toContain("<script");
    expect(evil.html).not.toContain("<img");
    expect(evil.html).not.toContain("</script>");
    for (const value of [evil.subject, ...Object.keys(evil.headers), ...Object.values(evil.headers)]) {
      expect(value).not.toMatch(/[\r\n]/);
    }
    if (kind === "team") {
      // Every field is shown, escaped: the hostile text appears once per field.
      const escaped =
        "&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;&#x27;<br/>Bcc: evil@example.com";
      expect(evil.html.split(escaped).length - 1).toBeGreaterThanOrEqual(Object.keys(data).length);
      expect(evil.headers["Reply-To"]).toBeUndefined();
    }
  });
});

describe("team notification", () => {
  it("names the lead and its sender in the subject and sets Reply-To to the visitor", async () => {
    const mail = await render("team", "demo");
    expect(mail.subject).toBe("New demo request: Jane Doe, Springfield");
    expect(mail.headers).toEqual({ "Reply-To": "jane@springfield.gov" });
    expect(mail.html).toContain('<h1 style="');
    expect(mail.html).toContain(">New demo request</h1>");
  });

  it.each([
    ["download_presentation", "New presentation download: Jane Doe, City of Springfield"],
    ["pilot", "New pilot application: Jane Doe, Springfield"],
    ["newsletter", "New newsletter subscriber: jane@springfield.gov"],
    ["contact", "New contact message: Jane Doe, Springfield"],
    ["partner", "New partner application: Jane Doe, Acme Civic Tech"],
  ] as const)("subject for %s", async (leadType, subject) => {
    expect((await render("team", leadType)).subject).toBe(subject);
  });

  it("labels enumerations and booleans for people", async () => {
    expect(rowValue((await render("team", "demo")).html, "Preferred time")).toBe("Morning (9 AM-12 PM EST)");
    expect(rowValue((await render("team", "download_presentation")).html, "City of interest")).toBe(
      "San Antonio",
    );
    expect(rowValue((await render("team", "pilot")).html, "Population")).toBe("50,000-100,000");
    expect(rowValue((await render("team", "contact")).html, "Subject")).toBe("Pricing");
    const partner = await render("team", "partner");
    expect(rowValue(partner.html, "Partnership type")).toBe("Strategic Partner");
    expect(rowValue(partner.html, "Company size")).toBe("51-200 employees");
    expect(rowValue(partner.html, "Expected annual revenue")).toBe("$250K-$1M");
    expect(rowValue(partner.html, "Municipal experience")).toBe("Yes");
    expect(rowValue(partner.html, "Government contracts")).toBe("No");
    expect(partner.text).toContain("Partnership type: Strategic Partner\n");
    expect(partner.text).toContain("Government contracts: No\n");
  });

  it("shows every field, marking the empty ones, and fields it has no label for", async () => {
    const mail = await render("team", "demo", { ...leads.demo, legacyField: "kept" });
    expect(rowValue(mail.html, "Phone")).toContain("Not provided");
    expect(rowValue(mail.html, "Position")).toContain("Not provided");
    expect(rowValue(mail.html, "legacyField")).toBe("kept");
    expect(mail.text).toContain("Phone: Not provided\n");
  });

  it("gives the submission id and the time in UTC, readable and ISO", async () => {
    const mail = await render("team", "contact");
    expect(rowValue(mail.html, "Submission ID")).toBe(submissionId);
    expect(rowValue(mail.html, "Received")).toBe("Monday, March 3, 2025, 14:05 UTC");
    expect(rowValue(mail.html, "Timestamp \\(ISO 8601\\)")).toBe("2025-03-03T14:05:09.000Z");
    expect(mail.text).toContain(`Submission ID: ${submissionId}\n`);
    expect(mail.text).toContain("Timestamp (ISO 8601): 2025-03-03T14:05:09.000Z\n");
  });

  it("tells the team how to reply", async () => {
    const mail = await render("team", "pilot");
    expect(mail.text).toContain("Reply to this e-mail to answer Jane Doe directly at jane@springfield.gov.");
    expect(mail.html).toContain('<a href="mailto:jane@springfield.gov"');
  });

  it("links to the lead in the team inbox, through sign-in", async () => {
    const mail = await render("team", "demo");
    const href = `${origin}/auth?redirectTo=%2Fadmin%2Fleads%2F${submissionId}`;
    expect(mail.html).toContain(`<a href="${href}"`);
    expect(mail.text).toContain(`Mark it handled or keep a note on it in the team inbox (${href}).`);
  });

  it("links the visitor's address and phone number, to write or call from the mail", async () => {
    const mail = await render("team", "download_presentation");
    expect(rowValue(mail.html, "Email")).toMatch(
      /^<a href="mailto:jane@springfield.gov"[^>]*>jane@springfield.gov<\/a>$/,
    );
    expect(rowValue(mail.html, "Phone")).toMatch(/^<a href="tel:\+15550100"[^>]*>\+1 555 0100<\/a>$/);
    // The plain-text part needs no link: mail clients link numbers themselves.
    expect(mail.text).toContain("Phone: +1 555 0100\n");
    const unlinked = await render("team", "download_presentation", {
      ...leads.download_presentation,
      phone: "after 5 pm",
      email: "a,b@x.example",
    });
    expect(rowValue(unlinked.html, "Phone")).toBe("after 5 pm");
    expect(rowValue(unlinked.html, "Email")).toBe("a,b@x.example");
  });

  it("says where the visit came from: source, medium, campaign and referring site", async () => {
    const attribution = {
      utmSource: "linkedin",
      utmMedium: "social",
      utmCampaign: "spring-2026",
      referrerHost: "www.linkedin.com",
    };
    const mail = await render("team", "demo", leads.demo, { attribution });
    expect(rowValue(mail.html, "Source")).toBe("linkedin");
    expect(rowValue(mail.html, "Medium")).toBe("social");
    expect(rowValue(mail.html, "Campaign")).toBe("spring-2026");
    expect(rowValue(mail.html, "Referring site")).toBe("www.linkedin.com");
    expect(mail.text).toContain(
      "Where the visit came from\n-------------------------\nSource: linkedin\nMedium: social\nCampaign: spring-2026\nReferring site: www.linkedin.com\n",
    );
  });

  it("names the source as the inbox does, and leaves out what is not known", async () => {
    const referred = await render("team", "contact", leads.contact, {
      attribution: { utmSource: null, utmMedium: null, utmCampaign: null, referrerHost: "example.org" },
    });
    expect(referred.text).toContain(
      "Where the visit came from\n-------------------------\nSource: (referral: example.org)\nReferring site: example.org\n",
    );
    expect(rowValue(referred.html, "Medium")).toBeUndefined();
    // A lead stored before attribution, or a visit typed in: "(direct)", as the inbox's filter has it.
    for (const attribution of [
      undefined,
      { utmSource: null, utmMedium: null, utmCampaign: null, referrerHost: null },
    ]) {
      const direct = await render("team", "contact", leads.contact, { attribution });
      expect(direct.text).toContain(
        "Where the visit came from\n-------------------------\nSource: (direct)\n\n",
      );
    }
  });

  it("escapes a campaign's markup", async () => {
    const mail = await render("team", "demo", leads.demo, {
      attribution: { utmSource: "news", utmMedium: null, utmCampaign: "<b>x</b>", referrerHost: null },
    });
    expect(rowValue(mail.html, "Campaign")).toBe("&lt;b&gt;x&lt;/b&gt;");
  });

  it("keeps the line breaks of multi-line messages", async () => {
    const mail = await render("team", "contact");
    expect(rowValue(mail.html, "Message")).toBe("Do you invoice?<br/>We pay by ACH.");
    expect(mail.text).toContain("Message:\n    Do you invoice?\n    We pay by ACH.\n");
  });

  it("keeps a crafted address from adding recipients to the reply link", async () => {
    const mail = await render("team", "newsletter", { email: "jane@springfield.gov?cc=evil@example.com" });
    expect(mail.html).toContain('href="mailto:jane@springfield.gov%3Fcc=evil@example.com"');
    expect(mail.headers).toEqual({});
  });

  it("sets no Reply-To for an address that would read as several", async () => {
    expect((await render("team", "newsletter", { email: "a,b@example.com" })).headers).toEqual({});
  });

  it("sets Reply-To to an address with an apostrophe, as people have", async () => {
    const email = "siobhan.o'brien@city.example.ie";
    expect((await render("team", "newsletter", { email })).headers).toEqual({ "Reply-To": email });
  });

  it("keeps a long subject on one line, cut short", async () => {
    const mail = await render("team", "demo", { ...leads.demo, firstName: "J".repeat(300) });
    expect(mail.subject.length).toBeLessThanOrEqual(200);
    expect(mail.subject).toMatch(/^New demo request: J+\.\.\., Springfield$/);
  });
});

const phish = "Your account is locked: sign in at https://evil.example/login";
/** Fields whose values come from the form's own options (selects, radios), not typed text. */
const enumFields = new Set([
  "cityOfInterest",
  "populationSize",
  "timeSlot",
  "subject",
  "partnershipType",
  "companySize",
  "expectedRevenue",
]);
const base = { submissionId, submittedAt, origin, unsubscribeToken };
const visitorMails = (Object.entries(kindsOf) as [LeadType, EmailKind[]][]).flatMap(([leadType, kinds]) =>
  kinds.filter((kind) => kind !== "team").map((kind) => [kind, leadType] as const),
);

describe("acknowledgement", () => {
  it.each([
    ["demo", "We received your ShopCity demo request", ["We'll contact you within 24 hours", "30-minute"]],
    [
      "pilot",
      "We received your ShopCity pilot application",
      [
        "contact you within 48 hours",
        "first 50 municipalities",
        "founding-member rates locked for the first year",
      ],
    ],
    ["contact", "We received your message to ShopCity", ["within 24 hours", "Mon-Fri 9AM-6PM EST"]],
    ["partner", "We received your ShopCity partner application", ["within 3-5 business days"]],
  ] as const)("for %s says what happens next", async (leadType, subject, promises) => {
    const mail = await render("ack", leadType);
    expect(mail.subject).toBe(subject);
    for (const promise of promises) {
      expect(mail.text).toContain(promise);
      expect(mail.html).toContain(promise.replace("'", "&#x27;"));
    }
    expect(mail.text).toContain("Hi Jane,");
    // The number once in the text, its tel: link only in the HTML.
    expect(mail.text).toContain(`call ${site.phone} (${site.hours}).`);
    expect(mail.html).toContain(`href="${site.phoneHref}"`);
    expect(mail.headers["Auto-Submitted"]).toBe("auto-generated");
  });

  it.each(visitorMails)(
    "%s to %s carries nothing the visitor typed but their first name",
    async (kind, leadType) => {
      // Every field a person types, filled with a text an attacker would want relayed.
      const typed = Object.fromEntries(
        Object.entries(leads[leadType]).map(([field, value]) => [
          field,
          typeof value === "string" && field !== "email" && !enumFields.has(field)
            ? `${phish} ${field}`
            : value,
        ]),
      );
      const mail = await renderEmail({ ...base, kind, leadType, data: { ...typed, firstName: "Jane" } });
      for (const part of [mail.subject, mail.text, mail.html, ...Object.values(mail.headers)]) {
        expect(part).not.toContain("evil.example");
      }
      if (kind !== "welcome") expect(mail.text).toContain("Hi Jane,");
    },
  );

  it("greets a visitor whose first name is implausibly long without it", async () => {
    const mail = await render("ack", "demo", { ...leads.demo, firstName: "x".repeat(41) });
    expect(mail.text).toContain("Hello,");
    expect(mail.text).not.toContain("xxxx");
  });

  it.each(["https://bit.ly/claim-prize", "bit.ly", "www.win.example", "x@evil.example", "Dr.", "R2D2", "🎉"])(
    "greets a visitor whose first name is %j without it: only a name is repeated to the address given",
    async (firstName) => {
      const mail = await render("ack", "demo", { ...leads.demo, firstName });
      expect(mail.text).toContain("Hello,");
      expect(mail.text).not.toContain(firstName);
      expect(mail.html).not.toContain(firstName);
    },
  );

  it.each(["José", "Siobhán", "O'Brien", "Jean-Luc", "东京", "Нина", "محمد"])(
    "greets %s by name",
    async (firstName) => {
      expect((await render("ack", "demo", { ...leads.demo, firstName })).text).toContain(`Hi ${firstName},`);
    },
  );

  it("sends replies to the people who handle the lead", async () => {
    expect((await render("ack", "contact")).headers["Reply-To"]).toBe(site.email);
    expect((await render("ack", "partner")).headers["Reply-To"]).toBe(site.partnersEmail);
    expect((await render("ack", "partner")).text).toContain(`write to ${site.partnersEmail}`);
  });

  it("refuses a lead type that gets no acknowledgement", async () => {
    await expect(render("ack", "newsletter")).rejects.toThrow(
      "No acknowledgement e-mail for newsletter leads",
    );
  });
});

describe("presentation e-mail", () => {
  let mail: RenderedEmail;
  beforeAll(async () => {
    mail = await render("presentation", "download_presentation");
  });

  it("links to the PDF the site serves, in both parts", async () => {
    expect(mail.subject).toBe("Your ShopCity presentation");
    expect(mail.html).toContain('<a href="https://shopcity.test/presentation.pdf"');
    expect(mail.text).toContain("Open the presentation (PDF):\nhttps://shopcity.test/presentation.pdf\n");
    expect(mail.text).toContain("Book a 30-minute demo (https://shopcity.test/book-demo)");
  });
});

describe("welcome e-mail", () => {
  let mail: RenderedEmail;
  beforeAll(async () => {
    mail = await render("welcome", "newsletter");
  });
  const link = "https://shopcity.test/unsubscribe?token=tok_abcdefghijklmnop";

  it("offers a one-click unsubscribe in the body and the headers (RFC 8058)", () => {
    expect(mail.subject).toBe("Welcome to the ShopCity newsletter");
    expect(mail.headers["List-Unsubscribe"]).toBe(`<${link}>`);
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.text).toContain(`Unsubscribe here (${link})`);
  });

  it("encodes the token in the link", async () => {
    const odd = await render("welcome", "newsletter", leads.newsletter, { unsubscribeToken: "a b&c" });
    expect(odd.headers["List-Unsubscribe"]).toBe("<https://shopcity.test/unsubscribe?token=a%20b%26c>");
  });

  it("is not sent without an unsubscribe token", async () => {
    await expect(
      render("welcome", "newsletter", leads.newsletter, { unsubscribeToken: undefined }),
    ).rejects.toThrow("unsubscribe token");
  });
});
