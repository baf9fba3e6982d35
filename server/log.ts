import { DrizzleQueryError } from "drizzle-orm/errors";
import { pino, stdSerializers, type DestinationStream, type Logger, type LogFn } from "pino";
import { isDatabaseUnreachable } from "./db/unreachable";

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

/** Structured JSON logs, one line per event; the HTTP server adds a request id to each request. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    { level, base: { service: "web" }, serializers: { err: loggedError }, hooks: { logMethod: outageBrief } },
    destination,
  );
}

/** pino's number for `error`: an outage's errors are written at warn instead; `fatal` stays. */
const errorLevel = 50;

/** Errors to be written without their stack: what an outage fails with. */
const briefErrors = new WeakSet<Error>();

/**
 * An outage is not a defect, and it fails every request that reads the database: whoever logs
 * an unreachable database's error (a route, Better Auth, the outbox) writes one line at warn,
 * with the error's message and causes (ECONNREFUSED) but no stack, instead of a stack at error.
 */
function outageBrief(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number) {
  const err = (args[0] as { err?: unknown } | null)?.err;
  if (!(err instanceof Error) || !isDatabaseUnreachable(err)) return method.apply(this, args);
  briefErrors.add(err);
  return level === errorLevel ? this.warn(...args) : method.apply(this, args);
}

const valuesMark = "\nparams: ";

/**
 * An error as the log shows it (pino's serializer), without the values of a failed query. Drizzle
 * puts them in its error's message, and so in the stack, `String(error)` and every error that
 * has it as a cause; they can be a session token, an e-mail address or a password hash, and
 * whoever reads the logs must not be able to use them. The SQL and the cause (e.g. ECONNREFUSED)
 * stay. A string (`{ err: String(error) }`) loses everything from the mark.
 */
export function loggedError(error: unknown): unknown {
  if (typeof error === "string") {
    const mark = error.indexOf(valuesMark);
    return mark === -1 ? error : `${error.slice(0, mark)}${valuesMark}[redacted]`;
  }
  // pino-http hands its error serializer an error pino has serialized already: start again from it.
  const raw = (error as { raw?: unknown } | null)?.raw;
  if (!(error instanceof Error)) return raw instanceof Error ? loggedError(raw) : error;
  const logged = stdSerializers.err(error) as ReturnType<typeof stdSerializers.err> & { params?: unknown };
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (!(cause instanceof DrizzleQueryError)) continue;
    const withoutValues = `Failed query: ${cause.query}${valuesMark}[redacted]`;
    logged.message = logged.message.replaceAll(cause.message, withoutValues);
    logged.stack = logged.stack.replaceAll(cause.message, withoutValues);
  }
  if (error instanceof DrizzleQueryError) delete logged.params;
  if (briefErrors.has(error)) delete (logged as { stack?: string }).stack;
  return logged;
}
