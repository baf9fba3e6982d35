/**
 * Whether an error means "the database cannot be reached now" (a restart, a lost connection, a
 * dead PGlite process), as opposed to a mistake in a query or in the data. The first kind passes
 * by itself, so a visitor is asked to try again in a moment (HTTP 503); the second is ours to fix.
 */

/** What the embedded database fails with once its process has died (./pglite-process.ts). */
export class DatabaseUnreachableError extends Error {
  override name = "DatabaseUnreachableError";
}

/** Socket errors of a connection that could not be made or was cut. */
const socketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server going away or not yet taking connections: admin_shutdown, crash_shutdown,
 * cannot_connect_now. Class 08 (connection exceptions) is matched by its prefix.
 */
const serverGoneStates = new Set(["57P01", "57P02", "57P03"]);

/** node-postgres says these in plain words, without a code. */
const poolMessages = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /is not queryable/i,
  /^Query read timeout/i,
];

function isUnreachableItself(error: unknown): boolean {
  if (error instanceof DatabaseUnreachableError) return true;
  if (typeof error !== "object" || error === null) return false;
  const { code, message, syscall } = error as { code?: unknown; message?: unknown; syscall?: unknown };
  if (typeof code === "string") {
    if (socketCodes.has(code) || serverGoneStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    // A Unix socket whose server has gone (embedded PGlite's process) and taken the file with it.
    if (code === "ENOENT" && syscall === "connect") return true;
  }
  return typeof message === "string" && poolMessages.some((pattern) => pattern.test(message));
}

/**
 * True when `error`, or an error it wraps (`cause`, as Drizzle wraps a driver's error, or the
 * members of an `AggregateError`, as Node reports a refused connection to every address of a
 * host), says the database is unreachable.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (seen.has(current)) continue;
    seen.add(current);
    if (isUnreachableItself(current)) return true;
    if (current instanceof AggregateError) queue.push(...current.errors);
    if (current instanceof Error && current.cause !== undefined) queue.push(current.cause);
  }
  return false;
}
