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

export type AdmissionsOptions = {
  /** Most leads in one statement. */
  maxBatch?: number;
  /** Batches in the database at once; the others wait and grow. */
  concurrency?: number;
};

type Pending = {
  admission: Admission;
  resolve: (result: AdmissionResult) => void;
  reject: (error: unknown) => void;
};

/**
 * Admits leads through the database function admit_leads (migration 0001): each lead is counted
 * against its rate limit and, when within it, stored with its e-mail jobs, atomically.
 *
 * Leads that arrive while earlier ones are in the database go in together, in one statement, one
 * round trip and one commit (group commit). A lone lead goes at once, so this adds no wait; under
 * load it saves a round trip and a commit per lead, which is most of what a lead costs the
 * database and a good part of what it costs this process.
 */
export function createAdmissions(db: Db, options: AdmissionsOptions = {}): Admissions {
  const maxBatch = options.maxBatch ?? 100;
  const concurrency = options.concurrency ?? 2;
  const queue: Pending[] = [];
  let inFlight = 0;

  async function run(batch: Pending[]) {
    try {
      const results = await admitBatch(
        db,
        batch.map((pending) => pending.admission),
      );
      batch.forEach((pending, i) => pending.resolve(results[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      // The batch was one statement, so none of it is stored: each lead is tried alone, so that
      // one that cannot be stored does not fail the others.
      await Promise.all(
        batch.map((pending) =>
          admitBatch(db, [pending.admission]).then(([result]) => pending.resolve(result!), pending.reject),
        ),
      );
    }
  }

  function pump() {
    while (inFlight < concurrency && queue.length > 0) {
      inFlight += 1;
      void run(queue.splice(0, maxBatch)).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return {
    admit: (admission) =>
      new Promise((resolve, reject) => {
        queue.push({ admission, resolve, reject });
        pump();
      }),
  };
}

/** One call of admit_leads for the batch; the results are in the batch's order. */
async function admitBatch(db: Db, batch: Admission[]): Promise<AdmissionResult[]> {
  const items = batch.map(toItem);
  // Rate-limit rows are locked in one order in every batch, so two batches running at once wait
  // for each other rather than deadlock. The sort is stable: one visitor's leads keep their order.
  // (Two batches can still cross on one subscriber or lead key sent from two addresses at once;
  // PostgreSQL then fails one of them, and its leads are admitted one by one.)
  const order = items.map((_, i) => i).sort((a, b) => compareItems(items[a]!, items[b]!));
  const { rows } = await db.execute<{ outcomes: AdmissionResult[] }>(
    sql`select admit_leads(${JSON.stringify(order.map((i) => items[i]))}::jsonb) as outcomes`,
  );
  const sorted = rows[0]?.outcomes;
  if (!Array.isArray(sorted) || sorted.length !== batch.length) {
    throw new Error(`admit_leads answered ${sorted?.length ?? 0} outcomes for ${batch.length} leads`);
  }
  const results: AdmissionResult[] = new Array(batch.length);
  order.forEach((index, position) => (results[index] = sorted[position]!));
  return results;
}

type Item = ReturnType<typeof toItem>;

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

// By client first: a client's form counters and its day's count past them are locked together.
function compareItems(a: Item, b: Item): number {
  return (
    compare(a.clientKey, b.clientKey) ||
    compare(a.rateKey, b.rateKey) ||
    compare(a.windowStart, b.windowStart)
  );
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
