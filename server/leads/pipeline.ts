import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { leadNotices, pipelineNotices, unavailableLine, type LeadType } from "../../app/content/leads";
import type { FormTokens } from "./form-token";
import type { LeadReply } from "../../app/features/leads/service";
import { pipelineFields, validateLead } from "../../app/features/leads/schemas";
import { validationNotice, type LeadService, type RequestMeta } from "../../app/features/leads/service";
import { attributionOf } from "../../app/features/leads/attribution";
import type { Db } from "../db/client";
import { isDatabaseUnreachable } from "../db/unreachable";
import { newsletterSubscribers } from "../db/schema";
import { createHmac, createSecretKey, randomBytes } from "node:crypto";
import { createAdmissions } from "./admit";
import type { DeliveryJob } from "../delivery/destinations";
import { rateLimitAddress } from "../rate-limit";
import { heldReasons, heldReasonTexts } from "./judge";
import { renderPresentationPdf } from "./presentation-pdf";

export type PipelineOptions = {
  db: Db;
  tokens: FormTokens;
  /** Keys the fingerprints of leads sent without a token (AUTH_SECRET). */
  secret: string;
  leadsTo: readonly string[];
  /** The hand-overs to CRMs and webhooks every stored lead gets. */
  deliveries?: readonly DeliveryJob[];
  rateLimit: number;
  rateWindowSeconds: number;
  /** Leads past the rate limit one client may send in a UTC day, held; past it they are refused. */
  overLimitPerDay?: number;
  /** Most held leads one client keeps (the oldest go first). */
  heldPerClient?: number;
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
/** A token is dated back to when the page was opened, by at most this much. */
const openedMaxMs = 60 * 60_000;
/** A lead sent without a token, sent again with the same answers within this, is the same lead. */
export const repeatWindowSeconds = 10 * 60;
const dayMs = 24 * 60 * 60_000;
/**
 * Tens, not hundreds: a city hall's colleagues past the rate limit are still heard, and a bot's
 * flood from one address costs at most this many held leads a day.
 */
const overLimitPerDay = 30;
/**
 * A person sends one lead, perhaps a few; 50 keeps more than a whole day of a busy shared
 * address's leads past the limit (30 a day) for the team to deliver, and bounds what one client's
 * spam costs to 50 leads' text (decision 0005).
 */
const heldPerClient = 50;

type Outcome = { reply: LeadReply; status: number };
type ReplyBody = LeadReply extends infer R
  ? R extends LeadReply
    ? Omit<R, "type" | "nextToken">
    : never
  : never;

/**
 * One pipeline for all six forms (docs/decisions/0005-lead-pipeline.md): parse → token →
 * validate → judge (honeypot and fill time: a suspect is held, judge.ts) → one transaction
 * counting the rate limit and storing the lead with its e-mail jobs, shared with the leads that
 * arrive with it (server/leads/admit.ts). One press stores a lead, with or without JavaScript.
 * Bad input of any kind gets a reply, never an exception.
 */
export function createLeadService(options: PipelineOptions): LeadService {
  const { db, tokens, log } = options;
  const now = options.now ?? Date.now;
  const admissions = createAdmissions(db);
  const fingerprint = fingerprints(options.secret);
  const publicHost = new URL(options.origin).host;
  /**
   * The host a same-site `Referer` names: the public origin's, or the one this request was sent
   * to (a visitor on another address of the same server, as in development).
   */
  const ownHost = (request: Request) => {
    const host = new URL(request.url).host;
    const referer = request.headers.get("referer");
    return referer && URL.canParse(referer) && new URL(referer).host === publicHost ? publicHost : host;
  };

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

    // A prerendered page is the same for everyone, so a form sent without JavaScript (or before
    // the page's scripts ran) has no token; with JavaScript the form fetches one.
    const given = formData.get(pipelineFields.token);
    const token = given ? tokens.verify(given) : null;
    if (given && (!token || now() - token.issuedAt > tokenMaxAgeMs)) {
      const reply = {
        status: "rejected",
        notice: pipelineNotices.expired,
        fields: fields(),
        neutral: true,
      } as const;
      return answer(400, reply);
    }

    // Checked before the bot signals: a person whose autofill filled the honeypot and who
    // mistyped a field needs the errors, like anyone else.
    const validation = validateLead(type, formData);
    if (!validation.ok) {
      return answer(400, {
        status: "invalid",
        notice: validationNotice(type, validation.errors),
        fields: fields(),
        errors: validation.errors,
      });
    }
    const data = validation.value as Record<string, unknown>;
    const reasons = heldReasons(
      { honeypot: Boolean(formData.get(pipelineFields.honeypot)), openForMs: openFor(token, formData) },
      options.minFillMs,
    );

    const attribution = attributionOf(formData, request.headers.get("referer"), ownHost(request));

    try {
      const windowMs = options.rateWindowSeconds * 1000;
      const admitted = await admissions.admit({
        type,
        data,
        // Without a token, a repeat is known by its answers instead (fingerprints, below).
        idempotencyKey: token?.key ?? randomBytes(16).toString("base64url"),
        ...(token
          ? {}
          : {
              fingerprint: {
                value: fingerprint(type, data, rateLimitAddress(meta.clientAddress)),
                dedupeSeconds: repeatWindowSeconds,
              },
            }),
        heldReasons: reasons,
        attribution,
        clientAddress: meta.clientAddress,
        windowStart: new Date(Math.floor(now() / windowMs) * windowMs),
        limit: options.rateLimit,
        overLimit: {
          dayStart: new Date(Math.floor(now() / dayMs) * dayMs),
          perDay: options.overLimitPerDay ?? overLimitPerDay,
          reason: heldReasonTexts.manyFromOneAddress(options.rateLimit, options.rateWindowSeconds),
        },
        heldCap: options.heldPerClient ?? heldPerClient,
        leadsTo: options.leadsTo,
        deliveries: options.deliveries,
      });
      if (admitted === "limited") {
        const reply = {
          status: "rejected",
          notice: pipelineNotices.rateLimited,
          fields: fields(),
          neutral: true,
        } as const;
        return answer(429, reply);
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
      log.warn({ err: error, leadType: type }, "lead not stored: the database is unreachable");
      return answer(503, {
        status: "failed",
        notice: { ...failure, more: unavailableLine },
        fields: fields(),
      });
    }
  }

  /**
   * How long the form's page had been open: from its token's date (the browser asks for one dated
   * back to its navigation), or the browser's own count since then if longer, as it is when the
   * token's request waited before reaching us; a person is never judged on less than they spent.
   * A lead without a token has no clock of its own (a page fetch from the same address may be a
   * colleague's), so only its honeypot judges it (decision 0005).
   */
  function openFor(token: { issuedAt: number } | null, formData: FormData): number | undefined {
    if (!token) return undefined;
    const byToken = now() - token.issuedAt;
    const byBrowser = Number(formData.get(pipelineFields.openFor));
    return Number.isFinite(byBrowser) ? Math.max(byToken, Math.min(byBrowser, openedMaxMs)) : byToken;
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

  /** A token dated back to when the page was opened, so the fill time counts from then. */
  function formToken(openedMsAgo: number) {
    const back = Number.isFinite(openedMsAgo) ? Math.min(Math.max(openedMsAgo, 0), openedMaxMs) : 0;
    return tokens.issue(now() - back);
  }

  return {
    submit,
    unsubscribe,
    formToken,
    presentationPdf: () => renderPresentationPdf(options.origin),
  };
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

/**
 * The visitor's answers, to put back in the form when it comes back with a message: whole, even
 * past a field's limit (the body limit bounds them), since without JavaScript the form is filled
 * from these and a cut would lose what was typed.
 */
function echoFields(formData: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value !== "string" || name.startsWith("_") || name in fields) continue;
    if (Object.keys(fields).length >= 40) break;
    fields[name] = value;
  }
  return fields;
}

/**
 * The identity of a lead sent without a form token (JavaScript off): its type, its answers as a
 * person would compare them (case, spacing and field order aside) and its client address, hashed
 * with the server's secret so that the stored value tells nothing about the address. The same
 * press twice, a double click or a resend after a slow answer, gives the same fingerprint.
 */
export type Fingerprints = (type: string, answers: Record<string, unknown>, clientAddress: string) => string;

const normalised = (value: unknown): string =>
  typeof value === "string"
    ? value.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase()
    : JSON.stringify(value ?? null);

export function fingerprints(secret: string): Fingerprints {
  const key = createSecretKey(Buffer.from(`lead-fingerprint:${secret}`));
  return (type, answers, clientAddress) => {
    const fields = Object.keys(answers)
      .sort()
      .map((name) => [name, normalised(answers[name])]);
    return createHmac("sha256", key)
      .update(JSON.stringify([type, clientAddress, fields]))
      .digest("base64url");
  };
}
