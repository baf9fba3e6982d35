import { randomBytes } from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { leadNotices, pipelineNotices, type LeadType } from "../../app/content/leads";
import type { FormTokens } from "../../app/features/leads/form-token.server";
import { validationNotice } from "../../app/features/leads/forms/validation-notice";
import type { LeadReply } from "../../app/features/leads/reply";
import { pipelineFields } from "../../app/features/leads/schemas";
import type { LeadService, RequestMeta } from "../../app/features/leads/service";
import { validateLead } from "../../app/features/leads/validate";
import type { Db } from "../db/client";
import { emailJobs, formSubmissions, newsletterSubscribers, rateLimits } from "../db/schema";
import { emailKindsFor } from "./email-kinds";

export type PipelineOptions = {
  db: Db;
  tokens: FormTokens;
  leadsTo: readonly string[];
  rateLimit: number;
  rateWindowSeconds: number;
  minFillMs: number;
  log: Logger;
  /** Told after each stored lead, so the outbox worker sends without waiting for its next poll. */
  onStored?: () => void;
  now?: () => number;
};

/** A form token older than this is refused with "This form has expired". */
const tokenMaxAgeMs = 2 * 24 * 60 * 60_000;
const echoedFieldMax = 5_000;

type Outcome = { reply: LeadReply; status: number };
type ReplyBody = LeadReply extends infer R
  ? R extends LeadReply
    ? Omit<R, "type" | "nextToken">
    : never
  : never;

/**
 * One pipeline for all six forms (design.md, "A lead's way through the system"): parse → honeypot
 * and token → validate → fill time → rate limit → one transaction storing the lead and its e-mail jobs.
 * Bad input of any kind gets a reply, never an exception.
 */
export function createLeadService(options: PipelineOptions): LeadService {
  const { db, tokens, log } = options;
  const now = options.now ?? Date.now;

  async function submit(type: LeadType, request: Request, meta: RequestMeta): Promise<Outcome> {
    const nextToken = tokens.issue(now());
    const answer = (status: number, reply: ReplyBody): Outcome => ({
      status,
      reply: { ...reply, type, nextToken } as LeadReply,
    });
    const success = () => answer(200, { status: "success", notice: leadNotices[type].success });

    const formData = await readForm(request);
    if (!formData) return answer(400, { status: "rejected", notice: leadNotices[type].failure, fields: {} });
    const fields = echoFields(formData);

    // A bot gets a normal-looking success and nothing is stored or sent.
    if (formData.get(pipelineFields.honeypot)) return success();
    const token = tokens.verify(formData.get(pipelineFields.token));
    if (!token || now() - token.issuedAt > tokenMaxAgeMs) {
      return answer(400, { status: "rejected", notice: pipelineNotices.expired, fields });
    }

    const validation = validateLead(type, formData);
    if (!validation.ok) {
      return answer(400, {
        status: "invalid",
        notice: validationNotice(type, validation.errors),
        fields,
        errors: validation.errors,
      });
    }
    // Checked after validation: a person who presses Send on an empty form at once needs the
    // errors, while a complete form sent faster than anyone types is a bot's.
    if (now() - token.issuedAt < options.minFillMs) return success();

    try {
      if (!(await withinRateLimit(type, meta.clientAddress))) {
        return answer(429, { status: "rejected", notice: pipelineNotices.rateLimited, fields });
      }
      const stored = await store(
        type,
        validation.value as Record<string, unknown>,
        token.key,
        meta.clientAddress,
      );
      if (stored) options.onStored?.();
      return success();
    } catch (error) {
      log.error({ err: error, leadType: type }, "lead not stored");
      return answer(503, { status: "failed", notice: leadNotices[type].failure, fields });
    }
  }

  async function withinRateLimit(type: LeadType, clientAddress: string): Promise<boolean> {
    const windowMs = options.rateWindowSeconds * 1000;
    const windowStart = new Date(Math.floor(now() / windowMs) * windowMs);
    const [row] = await db
      .insert(rateLimits)
      .values({ key: `${type}:${clientAddress}`, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + 1` },
      })
      .returning({ count: rateLimits.count });
    return (row?.count ?? 0) <= options.rateLimit;
  }

  /** Stores the lead and its e-mail jobs together; false when it was already stored. */
  async function store(type: LeadType, data: Record<string, unknown>, key: string, clientAddress: string) {
    return db.transaction(async (tx) => {
      const visitor = typeof data.email === "string" ? data.email : undefined;
      if (type === "newsletter" && visitor && !(await subscribe(tx, visitor))) return false;
      const [lead] = await tx
        .insert(formSubmissions)
        .values({ type, data, idempotencyKey: key, clientAddress })
        .onConflictDoNothing({ target: [formSubmissions.type, formSubmissions.idempotencyKey] })
        .returning({ id: formSubmissions.id });
      if (!lead) return false;
      const jobs = emailKindsFor(type).flatMap((kind) =>
        (kind === "team" ? options.leadsTo : visitor ? [visitor] : []).map((recipient) => ({
          submissionId: lead.id,
          kind,
          recipient,
        })),
      );
      if (jobs.length) await tx.insert(emailJobs).values(jobs);
      return true;
    });
  }

  async function unsubscribe(token: string) {
    if (!/^[\w-]{16,64}$/.test(token)) return "unknown" as const;
    const rows = await db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: sql`coalesce(${newsletterSubscribers.unsubscribedAt}, now())` })
      .where(eq(newsletterSubscribers.unsubscribeToken, token))
      .returning({ email: newsletterSubscribers.email });
    return rows.length ? ("unsubscribed" as const) : ("unknown" as const);
  }

  return { submit, unsubscribe };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A new subscriber, or one who had unsubscribed, is (re)subscribed; true if that happened. */
async function subscribe(tx: Tx, email: string): Promise<boolean> {
  const address = email.toLowerCase();
  const rows = await tx
    .insert(newsletterSubscribers)
    .values({ email: address, unsubscribeToken: randomBytes(24).toString("base64url") })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { unsubscribedAt: null, subscribedAt: sql`now()` },
      setWhere: and(isNotNull(newsletterSubscribers.unsubscribedAt)),
    })
    .returning({ email: newsletterSubscribers.email });
  return rows.length > 0;
}

async function readForm(request: Request): Promise<FormData | null> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(contentType)) return null;
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** The visitor's answers, to put back in the form when it comes back with a message. */
function echoFields(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value !== "string" || name.startsWith("_") || name in fields) continue;
    if (Object.keys(fields).length >= 40) break;
    fields[name] = value.slice(0, echoedFieldMax);
  }
  return fields;
}
