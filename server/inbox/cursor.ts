/**
 * A keyset cursor: the sort key of the last row shown (its timestamp as PostgreSQL wrote it, to
 * the microsecond, which a JavaScript Date would round to the millisecond, and its id), as an
 * opaque URL-safe string. Anything that does not decode is the first page, never an error.
 */
export type Cursor = { at: string; id: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// What `timestamptz::text` prints: 2026-11-25 05:58:12.123456+00
const timestamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

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
  if (bar < 0 || !id || !timestamp.test(at)) return null;
  if (idKind === "uuid" ? !isUuid(id) : id.length > 320) return null;
  return { at, id };
}

export function isUuid(value: string): boolean {
  return uuid.test(value);
}
