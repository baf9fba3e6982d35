import { describe, expect, test } from "vitest";
import { auditSentence, type AuditSentence } from "./audit-sentence";
import type { AuditEntry } from "../service";

const leadId = "6f1c2d3e-0000-4000-8000-000000000001";
const alex = { id: leadId, type: "demo", name: "Alex Acceptance", email: "alex@springfield.gov" } as const;

const entry = (action: string, more: Partial<AuditEntry> = {}): AuditEntry => ({
  id: "1",
  at: "2026-11-26T12:00:00.000Z",
  actor: "ops.lead@shopcity.com",
  action,
  target: leadId,
  detail: null,
  lead: alex,
  ...more,
});

/** The sentence as a person reads it, the linked part in [brackets]. */
const read = ({ before, subject, after }: AuditSentence) =>
  `${before}${subject ? (subject.leadId ? `[${subject.text}]` : subject.text) : ""}${after}`;

describe("audit entries as sentences", () => {
  test("a lead is named by its person and type, and linked", () => {
    const retried = auditSentence(
      entry("email.retry", { detail: { job: "x", kind: "team", outcome: "sent" } }),
    );
    expect(read(retried)).toBe(
      "Retried the team notification e-mail for [Alex Acceptance's demo request] — sent",
    );
    expect(retried.subject?.leadId).toBe(leadId);
    expect(read(auditSentence(entry("email.retry", { detail: { kind: "ack", outcome: "failed" } })))).toBe(
      "Retried the acknowledgement e-mail for [Alex Acceptance's demo request] — it failed again",
    );
    expect(read(auditSentence(entry("lead.handled")))).toBe(
      "Marked [Alex Acceptance's demo request] handled",
    );
    expect(read(auditSentence(entry("lead.reopened")))).toBe(
      "Marked [Alex Acceptance's demo request] as new",
    );
    expect(read(auditSentence(entry("lead.note")))).toBe("Saved a note on [Alex Acceptance's demo request]");
    expect(read(auditSentence(entry("lead.released")))).toBe(
      "Delivered [Alex Acceptance's demo request], which was held as spam",
    );
  });

  test("a retry names what was retried: an e-mail, the webhook, HubSpot or Salesforce", () => {
    const retry = (detail: Record<string, unknown>) => read(auditSentence(entry("email.retry", { detail })));
    expect(retry({ kind: "webhook", channel: "delivery", outcome: "sent" })).toBe(
      "Retried the webhook delivery for [Alex Acceptance's demo request] — sent",
    );
    expect(retry({ kind: "hubspot", channel: "delivery", outcome: "failed" })).toBe(
      "Retried the HubSpot delivery for [Alex Acceptance's demo request] — it failed again",
    );
    expect(retry({ kind: "salesforce", channel: "delivery", outcome: "busy" })).toBe(
      "Retried the Salesforce delivery for [Alex Acceptance's demo request] — it was being sent already",
    );
    // Entries logged before the channel was: the kind alone tells a delivery.
    expect(retry({ kind: "webhook", outcome: "sent" })).toBe(
      "Retried the webhook delivery for [Alex Acceptance's demo request] — sent",
    );
    expect(retry({ kind: "welcome", channel: "email", outcome: "sent" })).toBe(
      "Retried the newsletter welcome e-mail for [Alex Acceptance's demo request] — sent",
    );
    expect(retry({ kind: "fax", channel: "delivery", outcome: "sent" })).toBe(
      "Retried a delivery for [Alex Acceptance's demo request] — sent",
    );
    expect(retry({ kind: "telegram", outcome: "sent" })).toBe(
      "Retried an e-mail for [Alex Acceptance's demo request] — sent",
    );
  });

  test("an erasure says how much went, never whose", () => {
    expect(
      read(auditSentence(entry("address.erased", { lead: null, detail: { leads: 2, subscription: true } }))),
    ).toBe("Erased an address on request: 2 leads and a newsletter subscription");
    expect(
      read(auditSentence(entry("address.erased", { lead: null, detail: { leads: 1, subscription: false } }))),
    ).toBe("Erased an address on request: 1 lead");
  });

  test("a lead without a name by its address; a lead deleted since without a link", () => {
    const unnamed = { ...alex, type: "newsletter", name: "" } as const;
    expect(read(auditSentence(entry("lead.handled", { lead: unnamed })))).toBe(
      "Marked [the newsletter sign-up from alex@springfield.gov] handled",
    );
    expect(read(auditSentence(entry("lead.handled", { lead: { ...alex, name: "Chris Jones" } })))).toBe(
      "Marked [Chris Jones' demo request] handled",
    );
    expect(read(auditSentence(entry("lead.handled", { lead: null })))).toBe(
      "Marked a lead deleted since handled",
    );
    expect(
      read(auditSentence(entry("lead.deleted", { lead: null, detail: { type: "pilot", reasons: [] } }))),
    ).toBe("Deleted a pilot application held as spam");
  });

  test("accounts by their address; ids, job ids and raw kinds never show", () => {
    const account = { target: "mayor@springfield.gov", lead: null };
    expect(read(auditSentence(entry("role.promote", account)))).toBe("Made mayor@springfield.gov an admin");
    expect(
      read(
        auditSentence(
          entry("subscription.grant", { ...account, detail: { tier: "Local AI Hero", until: "2027-12-31" } }),
        ),
      ),
    ).toBe("Granted mayor@springfield.gov the Local AI Hero subscription until 2027-12-31");
    expect(
      read(auditSentence(entry("subscription.revoke", { ...account, detail: { tier: "Local AI Hero" } }))),
    ).toBe("Revoked the Local AI Hero subscription of mayor@springfield.gov");
    const retried = read(auditSentence(entry("email.retry", { detail: { job: leadId, kind: "ack" } })));
    expect(retried).not.toContain(leadId);
    expect(retried).not.toContain("kind");
  });
});
