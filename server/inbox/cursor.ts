import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * A keyset cursor: the sort key of the last row shown (its timestamp to the microsecond, which a
 * JavaScript Date would round to the millisecond, and its id), as an opaque URL-safe string.
 * Anything that does not decode to a real moment and id is the first page, never an error.
 */
export type Cursor = { at: string; id: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// What `cursorTime` prints: 2026-11-25T05:58:12.123456Z
const timestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * A timestamp column as the cursor keeps it: UTC, ISO 8601, microseconds. `::text` would follow
 * the session's TimeZone and DateStyle, which a PostgreSQL server's configuration may change; an
 * ISO 8601 moment with its "Z" reads back the same under any of them.
 */
export const cursorTime = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Matches the pattern and is a day and time that exist (PostgreSQL refuses 2026-02-30 or year 0). */
function isMoment(value: string): boolean {
  if (!timestamp.test(value) || value.startsWith("0000")) return false;
  const parsed = new Date(value);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 19) === value.slice(0, 19);
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`).toString("base64url");
}

/** `idKind`: "uuid" where the id column is a uuid (anything else would fail the cast), else any text. */
export function decodeCursor(
  value: string | null | undefined,
  idKind: "uuid" | "text" = "uuid",
): Cursor | null {
  if (!value || value.length > 600) return null;
  // The timestamp has no "|"; an e-mail address (a subscriber's key) may.
  const text = Buffer.from(value, "base64url").toString();
  const bar = text.indexOf("|");
  const at = text.slice(0, bar);
  const id = text.slice(bar + 1);
  if (bar < 0 || !id || !isMoment(at)) return null;
  // PostgreSQL's text cannot hold a NUL character: such a parameter fails the query.
  if (idKind === "uuid" ? !isUuid(id) : id.length > 320 || id.includes("\0")) return null;
  return { at, id };
}

export function isUuid(value: string): boolean {
  return uuid.test(value);
}

/**
 * The rows after `cursor` in a newest-first order on (moment, id): one row comparison, which an
 * index on (moment, id) answers read backwards. `idKind` as for `decodeCursor`.
 */
export function olderThan(
  at: SQLWrapper,
  id: SQLWrapper,
  cursor: Cursor,
  idKind: "uuid" | "text" = "uuid",
): SQL {
  const key = idKind === "uuid" ? sql`${cursor.id}::uuid` : sql`${cursor.id}`;
  return sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${key})`;
}

/**
 * A page from the `limit + 1` rows a keyset query read: the first `limit`, and the key of the
 * last one when another page follows (the extra row says so), else null.
 */
export function keysetPage<T>(
  rows: T[],
  limit: number,
  key: (row: T) => Cursor,
): { rows: T[]; next: Cursor | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? key(last) : null };
}
