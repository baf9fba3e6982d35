import { pino, type Logger } from "pino";

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

/** Structured JSON logs, one line per event; the HTTP server adds a request id to each request. */
export function createLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: "web" } });
}
