/** What the team's inbox routes (/admin) see of the leads; the server implements it (server/inbox/). */
import type { LeadType } from "~/content/leads";
import type { Attribution } from "../leads/attribution";
import type { AttributionFilter } from "./leads/attribution";
import type { SourcesRange, SourcesReport } from "./sources/sources";

export const leadStates = ["new", "handled"] as const;
export type LeadState = (typeof leadStates)[number];

/**
 * delivered: an ordinary lead, mailed to the team. held: it looked automated, so it was stored
 * without e-mail until the team releases it or deletes it (decision 0005).
 */
export const leadVerdicts = ["delivered", "held"] as const;
export type LeadVerdict = (typeof leadVerdicts)[number];

/** A lead's e-mail to the team, as the list shows it: the worst of its jobs. */
export type DeliveryState = "sent" | "pending" | "failed";

/**
 * What the inbox shows; every part optional. Parsed from the URL by `parseLeadFilter`
 * (./filter.ts), so a filtered view is a link, and the export takes the same query.
 */
export type LeadFilter = {
  /** Unset: the delivered leads, as the inbox and the export show by default. */
  verdict?: LeadVerdict;
  type?: LeadType;
  state?: LeadState;
  /** YYYY-MM-DD, inclusive, UTC. */
  from?: string;
  /** YYYY-MM-DD, inclusive, UTC. */
  to?: string;
  /** Words to find in name, e-mail, organization and message; every word must match. */
  q?: string;
  /** failed: leads with an e-mail or a delivery (CRM, webhook) tried and not through. */
  delivery?: "failed";
} & AttributionFilter;

export type LeadSummary = {
  id: string;
  type: LeadType;
  createdAt: string;
  /** The person, whichever fields the form had (first and last name, name, contact name). */
  name: string;
  email: string;
  /** Municipality, company or city, whichever the form asked for; "" when none. */
  organization: string;
  handled: boolean;
  delivery: DeliveryState;
  verdict: LeadVerdict;
  /** Why a held lead was held, in words for the team; empty for a delivered one. */
  heldReasons: string[];
};

/**
 * Leads received this week (since Monday 00:00 UTC) that were held as spam, whatever became of
 * them, and how many of those the team delivered by hand: people the filter judged wrong.
 */
export type HeldWeek = { since: string; held: number; delivered: number };

/** One page of the list; `next` is the opaque cursor of the following page, null on the last. */
export type LeadPage = { leads: LeadSummary[]; next: string | null };

export type EmailJobView = {
  id: string;
  /** team | ack | presentation | welcome */
  kind: string;
  recipient: string;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  nextAttemptAt: string;
  createdAt: string;
  /** failed: tried at least once and not sent yet; "Retry now" applies. */
  state: DeliveryState;
  /** Refused for good (the mail server refused the address): only "Retry now" sends it again. */
  refused: boolean;
};

/** A lead handed on to a CRM or webhook (server/delivery/). */
export type DeliveryView = {
  id: string;
  /** webhook | hubspot | salesforce */
  destination: string;
  /** Where it goes: the webhook's host, the HubSpot portal, the Salesforce organization. */
  target: string;
  attempts: number;
  /** The HTTP status of the last answer; null before one came. */
  lastStatus: number | null;
  lastError: string | null;
  sentAt: string | null;
  nextAttemptAt: string;
  /** failed: tried and not through; "Retry now" applies. */
  state: DeliveryState;
  /** Refused for good (a 4xx): only "Retry now" sends it again. */
  refused: boolean;
};

export type AuditEntry = {
  id: string;
  at: string;
  /** The admin's e-mail, or "command line". */
  actor: string;
  action: string;
  target: string;
  detail: Record<string, unknown> | null;
  /** The lead the entry is about, while it exists: to name it and link it. */
  lead: { id: string; type: LeadType; name: string; email: string } | null;
};

export type LeadDetail = {
  id: string;
  type: LeadType;
  createdAt: string;
  /** Every field as submitted, in the form's order, labelled as in the team's e-mail. */
  fields: { key?: string; label: string; value: string; provided: boolean }[];
  handled: boolean;
  handledAt: string | null;
  note: string | null;
  clientAddress: string | null;
  verdict: LeadVerdict;
  heldReasons: string[];
  attribution: Attribution;
  jobs: EmailJobView[];
  deliveries: DeliveryView[];
  /** What admins did to this lead, newest first. */
  audit: AuditEntry[];
};

/** Leads per ISO week (Monday, UTC) and type, oldest week first; weeks without leads are included. */
export type WeeklyCounts = { week: string; counts: Record<LeadType, number> }[];

export type SubscriberRow = { email: string; subscribedAt: string; unsubscribedAt: string | null };

export type UserRow = {
  id: string;
  email: string;
  createdAt: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  isAdmin: boolean;
  subscription: {
    source: "stripe" | "invoice";
    tier: string;
    status: string;
    currentPeriodEnd: string | null;
    /** Whether it gives access now. */
    entitled: boolean;
  } | null;
};

export type Page<T> = { rows: T[]; next: string | null };

/** The admin doing something, for the audit log. */
export type Actor = { id: string; email: string };

/**
 * An action's answer: done, or a sentence to show the admin; `gone` when the lead it was about no
 * longer exists, so the lead's page can send the admin back to the list.
 */
export type ActionOutcome = { ok: true; message: string } | { ok: false; message: string; gone?: true };

export interface InboxService {
  /** Newest first, `limit` per page (default 50), after `cursor` (from the previous page's `next`). */
  listLeads(filter: LeadFilter, cursor?: string | null, limit?: number): Promise<LeadPage>;
  /** Leads per type under the filter, its type aside (the counts sit beside the type filter). */
  countsByType(filter: LeadFilter): Promise<Record<LeadType, number>>;
  /** For the chart: the filter's date range, or the last 12 weeks without one. */
  weekly(filter: LeadFilter): Promise<WeeklyCounts>;
  lead(id: string): Promise<LeadDetail | null>;
  /** Sends a failed job (an e-mail or a delivery) now, and says whether it went. */
  retryJob(actor: Actor, leadId: string, jobId: string): Promise<ActionOutcome>;
  setHandled(actor: Actor, leadId: string, handled: boolean): Promise<ActionOutcome>;
  /** How many leads are held as spam, for the inbox's navigation. */
  heldCount(): Promise<number>;
  /** The spam filter's week so far, for the held view. */
  heldThisWeek(): Promise<HeldWeek>;
  /** After how many days a held lead nobody released is deleted (SPAM_RETENTION_DAYS). */
  spamRetentionDays: number;
  /**
   * "Not spam — deliver": a held lead becomes an ordinary one and its e-mails are queued, exactly
   * those it would have had; audited. Pressed again, nothing more happens.
   */
  releaseLead(actor: Actor, leadId: string): Promise<ActionOutcome>;
  /** Deletes a held lead (only a held one); audited. */
  deleteHeldLead(actor: Actor, leadId: string): Promise<ActionOutcome>;
  /** Empty text clears the note. */
  /** `before`: the note the admin started from; refused if another admin has saved since. */
  saveNote(actor: Actor, leadId: string, note: string, before?: string): Promise<ActionOutcome>;
  /** CSV of exactly the filtered rows, newest first, streamed. */
  exportCsv(filter: LeadFilter): ReadableStream<Uint8Array>;
  /** Takes an address off the newsletter, as its own unsubscribe link does; logged. */
  unsubscribe(actor: Actor, email: string): Promise<ActionOutcome>;
  subscribers(
    cursor?: string | null,
  ): Promise<Page<SubscriberRow> & { active: number; unsubscribed: number }>;
  /** `q`: part of an e-mail address. */
  users(q?: string, cursor?: string | null): Promise<Page<UserRow>>;
  /** The same code as `npm run admin -- grant-subscription`. */
  grantSubscription(
    actor: Actor,
    input: { email: string; tier: string; until: string },
  ): Promise<ActionOutcome>;
  revokeSubscription(actor: Actor, email: string): Promise<ActionOutcome>;
  audit(cursor?: string | null): Promise<Page<AuditEntry>>;
  /** Leads per source / medium / campaign in the range, and per week and source. */
  sources(range: SourcesRange): Promise<SourcesReport>;
}
