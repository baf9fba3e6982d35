import { pino } from "pino";

/** Structured JSON logs, one line per event; the HTTP server adds a request id to each request. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info"),
  base: { service: "web" },
});
