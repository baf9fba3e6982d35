import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { LeadType } from "../../app/content/leads";
import type { Db } from "../db/client";
import { emailJobs, formSubmissions } from "../db/schema";
import type { DatabaseTarget, TestDatabase } from "./databases";

/**
 * One database for a file's tests on `target`, emptied before each test. Read `.db` inside a
 * test (it is opened in a hook).
 */
export function inboxDatabase(target: DatabaseTarget) {
  const state = {} as { database: TestDatabase; db: Db };
  beforeAll(async () => {
    if (target.skip) return;
    state.database = await target.open();
    state.db = state.database.db;
  });
  afterAll(async () => {
    if (!target.skip) await state.database.drop();
  });
  beforeEach(async () => {
    if (target.skip) return;
    await state.db.execute(
      sql`truncate form_submissions, email_jobs, audit_log, newsletter_subscribers, users cascade`,
    );
  });
  return state;
}

export type LeadSeed = {
  type?: LeadType;
  data?: Record<string, unknown>;
  /** An ISO 8601 moment; microseconds are kept. Default: now. */
  at?: string;
  handled?: boolean;
  note?: string;
};

/** A stored lead as the forms leave one, at the moment given; returns its id. */
export async function insertLead(db: Db, seed: LeadSeed = {}): Promise<string> {
  const [row] = await db
    .insert(formSubmissions)
    .values({
      type: seed.type ?? "demo",
      data: seed.data ?? {
        firstName: "Ada",
        lastName: "Lovelace",
        email: "ada@dover.gov",
        cityName: "Dover",
      },
      idempotencyKey: randomUUID(),
      handled: seed.handled ?? false,
      handledAt: seed.handled ? sql`now()` : null,
      note: seed.note ?? null,
      clientAddress: "203.0.113.7",
      ...(seed.at ? { createdAt: sql`${seed.at}::timestamptz` } : {}),
    })
    .returning({ id: formSubmissions.id });
  if (!row) throw new Error("the lead was not stored");
  return row.id;
}

/** An e-mail job of a lead: sent, failed (tried and refused) or pending (not tried yet). */
export async function insertJob(
  db: Db,
  leadId: string,
  state: "sent" | "failed" | "pending",
  kind = "team",
): Promise<string> {
  const [row] = await db
    .insert(emailJobs)
    .values({
      submissionId: leadId,
      kind,
      recipient: kind === "team" ? "team@shopcity.test" : "ada@dover.gov",
      attempts: state === "pending" ? 0 : 1,
      lastError: state === "failed" ? "connect ECONNREFUSED 127.0.0.1:587" : null,
      sentAt: state === "sent" ? sql`now()` : null,
    })
    .returning({ id: emailJobs.id });
  if (!row) throw new Error("the job was not stored");
  return row.id;
}

/** Every page of a keyset listing, following `next` from the first page. */
export async function allPages<T>(
  page: (cursor: string | null) => Promise<{ rows: T[]; next: string | null }>,
): Promise<{ rows: T[]; pages: number }> {
  const rows: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const result = await page(cursor);
    rows.push(...result.rows);
    cursor = result.next;
    pages++;
    if (pages > 10_000) throw new Error("the cursors go round in circles");
  } while (cursor);
  return { rows, pages };
}
