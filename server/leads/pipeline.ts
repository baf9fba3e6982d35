import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { leadNotices, pipelineNotices, unavailableLine, type LeadType } from "../../app/content/leads";
import type { FormTokens } from "./form-token";
import { validationNotice } from "../../app/features/leads/validation-notice";
import type { LeadReply } from "../../app/features/leads/reply";
import { pipelineFields } from "../../app/features/leads/schemas";
import type { LeadService, RequestMeta } from "../../app/features/leads/service";
import { validateLead } from "../../app/features/leads/validate";
import type { Db } from "../db/client";
import { isDatabaseUnreachable } from "../db/unreachable";
import { newsletterSubscribers } from "../db/schema";
import { createAdmissions } from "./admit";
import { renderPresentationPdf } from "./presentation-pdf";

export type PipelineOptions = {
  db: Db;
  tokens: FormTokens;
  leadsTo: readonly string[];
  rateLimit: number;
  rateWindowSeconds: number;
  minFillMs: number;
  /** Public origin without a trailing slash: the presentation's links point there. */
  origin: string;
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
 * and token → validate → fill time → one transaction counting the rate limit and storing the lead
 * with its e-mail jobs, shared with the leads that arrive with it (server/leads/admit.ts).
 * Bad input of any kind gets a reply, never an exception.
 */
export function createLeadService(options: PipelineOptions): LeadService {
  const { db, tokens, log } = options;
  const now = options.now ?? Date.now;
  const admissions = createAdmissions(db);

  async function submit(type: LeadType, request: Request, meta: RequestMeta): Promise<Outcome> {
    const answer = (status: number, reply: ReplyBody, nextToken = tokens.issue(now())): Outcome => ({
      status,
      reply: { ...reply, type, nextToken } as LeadReply,
    });
    const success = () => answer(200, { status: "success", notice: leadNotices[type].success });

    const formData = await readForm(request);
    if (!formData) return answer(400, { status: "rejected", notice: leadNotices[type].failure, fields: {} });
    // Only a reply that sends the form back needs the answers; most replies are a success.
    const fields = () => echoFields(formData);

    // A bot gets a normal-looking success and nothing is stored or sent.
    if (formData.get(pipelineFields.honeypot)) return success();
    // A prerendered page is the same for everyone, so a form sent without JavaScript has no
    // token (with JavaScript the form fetches one). It is checked, then handed back with one.
    const given = formData.get(pipelineFields.token);
    const token = given ? tokens.verify(given) : null;
    if (given && (!token || now() - token.issuedAt > tokenMaxAgeMs)) {
      return answer(400, { status: "rejected", notice: pipelineNotices.expired, fields: fields() });
    }

    const validation = validateLead(type, formData);
    if (!validation.ok) {
      return answer(400, {
        status: "invalid",
        notice: validationNotice(type, validation.errors),
        fields: fields(),
        errors: validation.errors,
      });
    }
    if (!token) {
      // The visitor has filled the form in already: the token is dated as if they had taken the
      // minimum fill time with it, so pressing the button again at once sends the lead.
      const confirmToken = tokens.issue(now() - options.minFillMs);
      return answer(
        400,
        { status: "rejected", notice: pipelineNotices.confirm, fields: fields() },
        confirmToken,
      );
    }
    // Checked after validation: a person who presses Send on an empty form at once needs the
    // errors, while a complete form sent faster than anyone types is a bot's.
    if (now() - token.issuedAt < options.minFillMs) return success();

    try {
      const windowMs = options.rateWindowSeconds * 1000;
      const admitted = await admissions.admit({
        type,
        data: validation.value as Record<string, unknown>,
        idempotencyKey: token.key,
        clientAddress: meta.clientAddress,
        windowStart: new Date(Math.floor(now() / windowMs) * windowMs),
        limit: options.rateLimit,
        leadsTo: options.leadsTo,
      });
      if (admitted === "limited") {
        return answer(429, { status: "rejected", notice: pipelineNotices.rateLimited, fields: fields() });
      }
      if (admitted === "stored") options.onStored?.();
      return success();
    } catch (error) {
      const failure = leadNotices[type].failure;
      if (!isDatabaseUnreachable(error)) {
        log.error({ err: error, leadType: type }, "lead not stored");
        return answer(503, { status: "failed", notice: failure, fields: fields() });
      }
      // An outage, not a defect: no stack per lead, and the visitor is told it passes.
      log.warn({ err: String(error), leadType: type }, "lead not stored: the database is unreachable");
      return answer(503, {
        status: "failed",
        notice: { ...failure, more: unavailableLine },
        fields: fields(),
      });
    }
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

  return { submit, unsubscribe, presentationPdf: () => renderPresentationPdf(options.origin) };
}

async function readForm(request: Request): Promise<FormData | null> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(contentType)) return null;
  try {
    return withoutNul(await request.formData());
  } catch {
    return null;
  }
}

/** PostgreSQL stores no NUL character (text or jsonb), and no person types one: drop them. */
function withoutNul(formData: FormData): FormData {
  const hasNul = (text: string) => text.includes("\0");
  if (![...formData].some(([name, value]) => hasNul(name) || (typeof value === "string" && hasNul(value)))) {
    return formData;
  }
  const clean = new FormData();
  for (const [name, value] of formData) {
    clean.append(name.replaceAll("\0", ""), typeof value === "string" ? value.replaceAll("\0", "") : value);
  }
  return clean;
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
