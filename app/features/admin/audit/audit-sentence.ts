import { auditSentences as say, jobKindPhrases, leadNouns } from "~/content/admin";
import type { AuditEntry } from "../service";

/**
 * An audit entry as a person reads it: text before, the thing acted on (a lead, linked while it
 * exists, or an account's address), text after. Ids and raw details never show.
 */
export type AuditSentence = {
  before: string;
  subject: { text: string; leadId?: string } | null;
  after: string;
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** "Alex Acceptance's demo request", or the lead's address when it has no name. */
function leadWords(lead: NonNullable<AuditEntry["lead"]>): string {
  const noun = leadNouns[lead.type] ?? "lead";
  if (lead.name) return `${say.possessive(lead.name)} ${noun}`;
  return lead.email ? say.from(noun, lead.email) : say.anonymous(noun);
}

function aboutLead(entry: AuditEntry, before: string, after: string): AuditSentence {
  return entry.lead
    ? { before, subject: { text: leadWords(entry.lead), leadId: entry.lead.id }, after }
    : { before, subject: { text: say.goneLead }, after };
}

export function auditSentence(entry: AuditEntry): AuditSentence {
  const detail = entry.detail ?? {};
  const leadAction = say.lead[entry.action];
  if (leadAction) return aboutLead(entry, leadAction[0], leadAction[1]);
  const accountAction = say.account[entry.action];
  if (accountAction)
    return { before: accountAction[0], subject: { text: entry.target }, after: accountAction[1] };
  switch (entry.action) {
    // Named "email.retry" since e-mails were the only jobs; a delivery's retry is logged so too.
    case "email.retry": {
      const kind =
        jobKindPhrases[text(detail.kind)] ?? (detail.channel === "delivery" ? say.aDelivery : say.anEmail);
      return aboutLead(entry, say.retried(kind), say.retryOutcome[text(detail.outcome)] ?? "");
    }
    case "lead.deleted": {
      const noun = leadNouns[text(detail.type) as keyof typeof leadNouns];
      return { before: noun ? say.deleted(noun) : say.deletedUnknown, subject: null, after: "" };
    }
    case "address.erased":
      return {
        before: say.erased(Number(detail.leads) || 0, detail.subscription === true),
        subject: null,
        after: "",
      };
    case "subscription.grant": {
      const [before, after] = say.granted(text(detail.tier), text(detail.until));
      return { before, subject: { text: entry.target }, after };
    }
    case "subscription.revoke": {
      const [before, after] = say.revoked(text(detail.tier));
      return { before, subject: { text: entry.target }, after };
    }
    default: {
      const [before, after] = say.other(entry.action);
      return { before, subject: { text: entry.target }, after };
    }
  }
}
