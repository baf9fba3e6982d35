import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { LeadType } from "../../app/content/leads";
import type { Attribution } from "../../app/features/leads/attribution";
import type { Db } from "../db/client";
import { rateLimitAddress } from "../rate-limit";
import type { DeliveryJob } from "../delivery/destinations";
import { emailKindsFor } from "./email-kinds";

export type Admission = {
  type: LeadType;
  data: Record<string, unknown>;
  /** From the form token: the same submission twice stores one lead. */
  idempotencyKey: string;
  clientAddress: string;
  /** The rate-limit window this submission counts in, and how many it allows. */
  windowStart: Date;
  limit: number;
  /**
   * Past the limit the lead is held, saying `overLimit.reason`, while its client has had at most
   * `perDay` such leads since `dayStart`; past that it is refused.
   */
  overLimit: { dayStart: Date; perDay: number; reason: string };
  /** Most held leads one client keeps: a new one takes the place of its oldest. */
  heldCap: number;
  /** Team inbox(es) for the notification. */
  leadsTo: readonly string[];
  /** The lead's hand-overs to CRMs and webhooks, one per configured destination. */
  deliveries?: readonly DeliveryJob[];
  /** Why the lead looks automated: then it is stored held, with no e-mail (judge.ts). */
  heldReasons?: string[];
  /** A lead sent without a form token: the same answers again within `dedupeSeconds` are a repeat. */
  fingerprint?: { value: string; dedupeSeconds: number };
  /** Where the visit came from, cleaned (app/features/leads/attribution.ts); none: all null. */
  attribution?: Attribution;
};

/**
 * limited: over the rate limit; stored: a new lead with its e-mail jobs; held: a new lead kept for
 * the team to judge, without e-mail; duplicate: nothing new.
 */
export type AdmissionResult = "limited" | "stored" | "held" | "duplicate";

export type Admissions = {
  /** Resolves once the lead's outcome is committed. */
  admit(admission: Admission): Promise<AdmissionResult>;
};

/**
 * Admits leads through the database function admit_leads (migration 0001): each lead is counted
 * against its rate limit and, when within it, stored with its e-mail jobs, in one statement.
 */
export function createAdmissions(db: Db): Admissions {
  return {
    async admit(admission) {
      // The function takes a list of leads; each call gives it one.
      const { rows } = await db.execute<{ outcomes: AdmissionResult[] }>(
        sql`select admit_leads(${JSON.stringify([toItem(admission)])}::jsonb) as outcomes`,
      );
      const outcome = rows[0]?.outcomes?.[0];
      if (!outcome) throw new Error("admit_leads answered no outcome");
      return outcome;
    },
  };
}

/** The e-mails a lead sends: to each team address, and to the visitor where the form has one. */
export function leadEmailJobs(type: LeadType, data: Record<string, unknown>, leadsTo: readonly string[]) {
  const visitor = typeof data.email === "string" ? data.email : undefined;
  return emailKindsFor(type).flatMap((kind) =>
    (kind === "team" ? leadsTo : visitor ? [visitor] : []).map((recipient) => ({ kind, recipient })),
  );
}

/** Every outbox job of a stored lead: its e-mails, then its deliveries. */
export function leadJobs(
  type: LeadType,
  data: Record<string, unknown>,
  leadsTo: readonly string[],
  deliveries: readonly DeliveryJob[] = [],
) {
  return [...leadEmailJobs(type, data, leadsTo), ...deliveries];
}

/**
 * A newsletter subscriber's key: the address in lower case, as a lead stores it, and as the team
 * names it when it unsubscribes or erases one (PostgreSQL's text cannot hold a NUL).
 */
export const subscriberAddress = (email: string) => email.replaceAll("\0", "").trim().toLowerCase();

/** The newsletter subscription a lead asks for, with its new unsubscribe token; none for others. */
export function newsletterSubscription(type: LeadType, data: Record<string, unknown>) {
  if (type !== "newsletter" || typeof data.email !== "string") return undefined;
  return {
    subscriber: subscriberAddress(data.email),
    unsubscribeToken: randomBytes(24).toString("base64url"),
  };
}

function toItem(admission: Admission) {
  const { type, data, idempotencyKey, clientAddress, windowStart, limit, heldReasons, fingerprint } =
    admission;
  const clientKey = rateLimitAddress(clientAddress);
  return {
    clientKey,
    rateKey: `${type}:${clientKey}`,
    windowStart: windowStart.toISOString(),
    limit,
    dayStart: admission.overLimit.dayStart.toISOString(),
    dayLimit: admission.overLimit.perDay,
    overLimitReason: admission.overLimit.reason,
    heldCap: admission.heldCap,
    type,
    data,
    idempotencyKey,
    clientAddress,
    jobs: leadJobs(type, data, admission.leadsTo, admission.deliveries),
    ...newsletterSubscription(type, data),
    ...(heldReasons?.length ? { heldReasons } : {}),
    ...(admission.attribution ? { attribution: admission.attribution } : {}),
    ...(fingerprint ? { fingerprint: fingerprint.value, dedupeSeconds: fingerprint.dedupeSeconds } : {}),
  };
}
