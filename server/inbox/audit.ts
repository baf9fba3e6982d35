import { desc, eq, sql } from "drizzle-orm";
import type { LeadType } from "../../app/content/leads";
import type { AuditEntry, Page } from "../../app/features/admin/service";
import type { Db } from "../db/client";
import { auditLog, formSubmissions } from "../db/schema";
import { leadName } from "./leads";
import { cursorTime, decodeCursor, encodeCursor, keysetPage, olderThan } from "./cursor";

/** Who acts: an admin in the inbox, or the person at the keyboard of `npm run admin`. */
export type AuditActor = { id: string; email: string } | "command line";

/** Records one admin action; pass the transaction that made the change, so both land or neither. */
export async function recordAudit(
  db: Db,
  actor: AuditActor,
  entry: { action: string; target: string; detail?: Record<string, unknown> },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor === "command line" ? null : actor.id,
    actor: actor === "command line" ? actor : actor.email,
    action: entry.action,
    target: entry.target,
    detail: entry.detail ?? null,
  });
}

const columns = {
  id: auditLog.id,
  at: cursorTime(auditLog.at),
  actor: auditLog.actor,
  action: auditLog.action,
  target: auditLog.target,
  detail: auditLog.detail,
  leadId: formSubmissions.id,
  leadType: formSubmissions.type,
  leadData: formSubmissions.data,
};

/**
 * The lead an entry is about, when its target is a lead's id that still exists: the log names a
 * lead by its person rather than its id. Other targets are addresses, which the guard keeps from
 * the uuid cast; the cast on the target's side lets the lead's primary key answer.
 */
const aboutLead = sql`${formSubmissions.id} = (case when ${auditLog.target} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${auditLog.target}::uuid end)`;

type AuditRow = {
  id: string;
  at: string;
  actor: string;
  action: string;
  target: string;
  detail: unknown;
  leadId: string | null;
  leadType: string | null;
  leadData: Record<string, unknown> | null;
};

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  actor: row.actor,
  action: row.action,
  target: row.target,
  detail: (row.detail as Record<string, unknown> | null) ?? null,
  lead:
    row.leadId && row.leadData
      ? {
          id: row.leadId,
          type: row.leadType as LeadType,
          name: leadName(row.leadData),
          email: typeof row.leadData.email === "string" ? row.leadData.email : "",
        }
      : null,
});

/** The whole log, newest first, by keyset pages. */
export async function auditPage(db: Db, cursor?: string | null, limit = 50): Promise<Page<AuditEntry>> {
  const after = decodeCursor(cursor);
  const rows = await db
    .select(columns)
    .from(auditLog)
    .leftJoin(formSubmissions, aboutLead)
    .where(after ? olderThan(auditLog.at, auditLog.id, after) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit + 1);
  const page = keysetPage(rows, limit, (row) => ({ at: row.at, id: row.id }));
  return { rows: page.rows.map(toEntry), next: page.next && encodeCursor(page.next) };
}

/** What was done to one thing (a lead), newest first. */
export async function auditFor(db: Db, target: string, limit = 50): Promise<AuditEntry[]> {
  const rows = await db
    .select(columns)
    .from(auditLog)
    .leftJoin(formSubmissions, aboutLead)
    .where(eq(auditLog.target, target))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  return rows.map(toEntry);
}
