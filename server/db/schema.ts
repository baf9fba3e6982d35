import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Every lead, whatever the form (spec: table form_submissions; decisions.md: all six types). */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    /** True once the team notification has been delivered. */
    emailSent: boolean("email_sent").notNull().default(false),
    /** From the signed form token: a double click or a retried POST stores one lead. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** For the team's lead inbox: dealt with or not. */
    handled: boolean("handled").notNull().default(false),
    clientAddress: text("client_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("form_submissions_idempotency").on(table.type, table.idempotencyKey),
    index("form_submissions_created").on(table.createdAt),
  ],
);

/** The outbox: one row per e-mail to send, written in the lead's own transaction. */
export const emailJobs = pgTable(
  "email_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => formSubmissions.id, { onDelete: "cascade" }),
    /** team | ack | presentation | welcome */
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claimed the job holds it until then; after a crash the lease runs out. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("email_jobs_due")
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
    index("email_jobs_submission").on(table.submissionId),
  ],
);

/** Submissions per form and client address in a fixed window; shared by every server process. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/** One row per subscriber, however often they subscribe. */
export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  email: text("email").primaryKey(),
  unsubscribeToken: text("unsubscribe_token").notNull().unique(),
  subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
});
