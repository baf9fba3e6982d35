import { and, eq } from "drizzle-orm";
import { pino } from "pino";
import type { LeadType } from "../../app/content/leads";
import { formSubmissions } from "../db/schema";
import { formTokens } from "../leads/form-token";
import type { Db } from "../db/client";
import { createLeadService, type PipelineOptions } from "../leads/pipeline";
import { testRateWindowSeconds } from "./rate-window";

export const silentLog = pino({ level: "silent" });

const testSecret = "lead-tests-secret-lead-tests-secret-lead-tests";

/** Signs and checks the form tokens of the tests' lead services (any secret of 32+ characters). */
export const testTokens = formTokens(testSecret);

/** A token issued `ms` ago: the visitor took that long to fill the form in. */
export const tokenIssuedAgo = (ms: number) => testTokens.issue(Date.now() - ms);

/**
 * The lead service as the server builds it, with the tests' tokens. By default it stores every
 * valid lead at once (no fill-time check, a high rate limit); a test overrides what it examines.
 */
export function testLeadService(db: Db, options: Partial<PipelineOptions> = {}) {
  return createLeadService({
    db,
    tokens: testTokens,
    secret: testSecret,
    leadsTo: ["team@shopcity.test"],
    rateLimit: 1_000,
    rateWindowSeconds: testRateWindowSeconds,
    minFillMs: 0,
    origin: "https://shopcity.test",
    log: silentLog,
    ...options,
  });
}

/** Answers that pass the contact form's schema; a test overrides what it examines. */
export const sampleContact = {
  name: "Ada",
  email: "ada@dover.gov",
  municipality: "Dover",
  subject: "other",
  message: "Hi",
} as const;

/** A form post as a browser sends one; an empty `contentType` sets no header of its own. */
export function formPost(
  fields: Record<string, string> | URLSearchParams,
  contentType = "application/x-www-form-urlencoded",
) {
  return new Request("http://localhost/lead", {
    method: "POST",
    headers: contentType ? { "content-type": contentType } : {},
    body: new URLSearchParams(fields),
  });
}

/**
 * Stores a lead as a visitor's form post does (its e-mail jobs with it) and returns its id;
 * throws if the pipeline refuses it.
 */
export async function storeLead(
  db: Db,
  type: LeadType,
  fields: Record<string, string>,
  options: Partial<PipelineOptions> = {},
): Promise<string> {
  const token = testTokens.issue();
  const { reply } = await testLeadService(db, options).submit(
    type,
    formPost({ ...fields, _formToken: token }),
    { clientAddress: "127.0.0.1" },
  );
  if (reply.status !== "success") throw new Error(`the lead was not stored: ${JSON.stringify(reply)}`);
  const key = testTokens.verify(token)?.key ?? "";
  const [row] = await db
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.type, type), eq(formSubmissions.idempotencyKey, key)));
  if (!row) throw new Error("the lead is not in the database");
  return row.id;
}
