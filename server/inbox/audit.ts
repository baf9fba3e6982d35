import { desc, eq } from "drizzle-orm";
import type { AuditEntry, Page } from "../../app/features/admin/service";
import type { Db } from "../db/client";
import { auditLog } from "../db/schema";
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
};

type AuditRow = { id: string; at: string; actor: string; action: string; target: string; detail: unknown };

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  actor: row.actor,
  action: row.action,
  target: row.target,
  detail: (row.detail as Record<string, unknown> | null) ?? null,
});

/** The whole log, newest first, by keyset pages. */
export async function auditPage(db: Db, cursor?: string | null, limit = 50): Promise<Page<AuditEntry>> {
  const after = decodeCursor(cursor);
  const rows = await db
    .select(columns)
    .from(auditLog)
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
    .where(eq(auditLog.target, target))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  return rows.map(toEntry);
}
