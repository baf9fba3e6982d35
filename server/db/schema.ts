import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
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

/**
 * The accented Latin letters (lower-case) and the plain letter each is searched as, so that "jose"
 * finds "José" and "josé" finds "Jose". `translate` is built in and immutable, as a generated column
 * needs; the `unaccent` extension is neither.
 */
export const searchFolding = {
  from: "àáâãäåçèéêëìíîïñòóôõöùúûüýÿāăąćĉċčďēĕėęěĝğġģĥĩīĭįĵķĺļľńņňōŏőŕŗřśŝşšţťũūŭůűųŵŷźżžđłøıŀħŧ",
  to: "aaaaaaceeeeiiiinooooouuuuyyaaaccccdeeeeegggghiiiijklllnnnooorrrssssttuuuuuuwyzzzdloilht",
} as const;

/**
 * Every value a lead holds, whichever form it came from, as one lower-cased, unaccented text: its
 * fields' values as a JSON array (the keys left out, so that "email" does not match every lead),
 * then the phone number's digits alone, so that "5551234567" finds "(555) 123-4567". The chosen
 * options are there by their values; the search adds their labels (server/inbox/leads.ts).
 * `data` names the lead's data column, as the query at hand spells it.
 */
export const leadSearchText = (data: string) =>
  `translate(lower(jsonb_path_query_array(${data}, '$.*')::text), '${searchFolding.from}', '${searchFolding.to}')` +
  ` || ' ' || regexp_replace(coalesce(${data}->>'phone', ''), '[^0-9]+', '', 'g')`;

/** Every lead, whatever the form: one table for all six form types. */
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
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** The team's private note on the lead; never shown to the visitor. */
    note: text("note"),
    clientAddress: text("client_address"),
    /**
     * "delivered": a lead like any other, mailed to the team. "held": it looked automated
     * (`heldReasons` says why), so it was stored without e-mails until the team releases it
     * (decision 0005).
     */
    verdict: text("verdict").$type<"delivered" | "held">().notNull().default("delivered"),
    heldReasons: jsonb("held_reasons").$type<string[]>(),
    /**
     * For a lead sent without a form token (JavaScript off): a keyed hash of its type, answers and
     * client address, so that a second press within minutes stores nothing new.
     */
    fingerprint: text("fingerprint"),
    /**
     * Where the visit came from (app/features/leads/attribution.ts): the UTM values and the
     * referring host of the visit's first page, that page's path and the path the form was sent
     * from. First-party only; null where unknown.
     */
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    referrerHost: text("referrer_host"),
    landingPath: text("landing_path"),
    formPath: text("form_path"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the inbox search looks in: every value of the lead, lower-cased. Kept by PostgreSQL
     * itself and indexed by trigrams (pg_trgm), so a fragment of an address or a name is found
     * among 100,000 leads without reading them all. A held lead has none: its trigrams would cost
     * several times its text, which a bot chooses (decision 0005); the held view computes it.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql.raw(`case when verdict = 'delivered' then ${leadSearchText("data")} end`),
    ),
    /**
     * The client as the rate limit counts it (an IPv6 address's /64): one client's held leads are
     * capped, the oldest going first.
     */
    clientKey: text("client_key"),
  },
  (table) => [
    uniqueIndex("form_submissions_idempotency").on(table.type, table.idempotencyKey),
    // The inbox's order (newest first, the id breaking ties: read backwards) and its keyset pages,
    // with or without a type filter.
    index("form_submissions_created").on(table.createdAt, table.id),
    index("form_submissions_type_created").on(table.type, table.createdAt, table.id),
    index("form_submissions_search").using("gin", sql`${table.searchText} gin_trgm_ops`),
    // The held view and its expiry read only held leads, which are few.
    index("form_submissions_held")
      .on(table.createdAt, table.id)
      .where(sql`${table.verdict} = 'held'`),
    index("form_submissions_held_client")
      .on(table.clientKey, table.createdAt)
      .where(sql`${table.verdict} = 'held'`),
    index("form_submissions_fingerprint")
      .on(table.type, table.fingerprint, table.createdAt)
      .where(sql`${table.fingerprint} is not null`),
  ],
);

/**
 * The outbox: one row per e-mail to send, or per lead to hand on to a CRM or webhook, written in
 * the lead's own transaction.
 */
export const emailJobs = pgTable(
  "email_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The lead the mail is about; unset for account mails (confirmation, password reset). */
    submissionId: uuid("submission_id").references(() => formSubmissions.id, { onDelete: "cascade" }),
    /** email: `kind` is the mail; delivery: `kind` is the destination (server/delivery/). */
    channel: text("channel").$type<"email" | "delivery">().notNull().default("email"),
    /**
     * E-mail: team | ack | presentation | welcome | verify_email | reset_password.
     * Delivery: webhook | hubspot | salesforce.
     */
    kind: text("kind").notNull(),
    /** What an account mail is made of (its link); cleared once sent, as the link is a secret. */
    payload: jsonb("payload").$type<Record<string, string>>(),
    recipient: text("recipient").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claimed the job holds it until then; after a crash the lease runs out. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** A delivery's last HTTP status; unset for mail and when no answer came. */
    lastStatus: integer("last_status"),
    /** A delivery refused for good (a 4xx): no more automatic attempts, only "Retry now". */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("email_jobs_due")
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null`),
    index("email_jobs_submission").on(table.submissionId),
    // The caps on mails to one mailbox (mailbox_key: lower case, no plus tag; migration 0012):
    // a visitor's a day (queue_lead_emails), an account's confirmations and resets (queue_account_mail).
    index("email_jobs_visitor_recent")
      .on(sql`mailbox_key(${table.recipient})`, table.createdAt)
      .where(sql`${table.kind} in ('ack', 'presentation', 'welcome')`),
    index("email_jobs_account_recent")
      .on(sql`mailbox_key(${table.recipient})`, table.kind, table.createdAt)
      .where(sql`${table.kind} in ('verify_email', 'reset_password')`),
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

// Accounts (Better Auth). The object keys are Better Auth's model and field names; the drizzle
// adapter maps them onto these snake_case tables (server/auth/auth.ts).

export const user = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  // Better Auth's admin plugin: "admin" opens the team's inbox (/admin); set by `npm run admin`.
  role: text("role").notNull().default("user"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** Better Auth's admin plugin: the admin behind an impersonation session. */
    impersonatedBy: text("impersonated_by"),
    /** Better Auth's organization plugin: the city account the session works in (set on joining). */
    activeOrganizationId: text("active_organization_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sessions_user").on(table.userId)],
);

export const account = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("accounts_user").on(table.userId)],
);

export const verification = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verifications_identifier").on(table.identifier)],
);

export const twoFactor = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Ours: the RFC 6238 time step of the last code accepted; no code of it or before is taken again. */
    lastTotpStep: bigint("last_totp_step", { mode: "number" }),
  },
  (table) => [index("two_factors_user").on(table.userId), index("two_factors_secret").on(table.secret)],
);

// A city's account (Better Auth's organization plugin): its owner is the subscriber, its members
// are the colleagues the owner invited. They work the owner's launch; only the owner bills.

export const organization = pgTable("organizations", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  slug: text("slug").notNull().unique(),
  logo: text("logo"),
  metadata: text("metadata"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const member = pgTable(
  "members",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** owner | member */
    role: text("role").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One city account per person: whose launch a member works is never ambiguous.
  (table) => [
    uniqueIndex("members_user").on(table.userId),
    index("members_organization").on(table.organizationId),
  ],
);

export const invitation = pgTable(
  "invitations",
  {
    id: text("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    /** Lower case, as the plugin stores it. */
    email: text("email").notNull(),
    role: text("role").notNull(),
    /** pending | accepted | rejected | canceled */
    status: text("status").notNull().default("pending"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    inviterId: text("inviter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("invitations_organization").on(table.organizationId, table.status),
    index("invitations_email").on(table.email),
  ],
);

/** Better Auth's rate limiter, in the database so that every server process shares it. */
export const authRateLimit = pgTable("auth_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// Billing. Our rows are what the site reads; Stripe (when configured) only feeds them.

/** One Stripe customer per user, never two: the primary key and the unique id see to it. */
export const billingCustomers = pgTable("billing_customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  stripeCustomerId: text("stripe_customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A user's subscription: from Stripe, or granted by the team for an invoice/ACH customer. */
export const subscriptions = pgTable("subscriptions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** stripe | invoice */
  source: text("source").notNull(),
  tier: text("tier").notNull(),
  /** Stripe's status (active, trialing, past_due, canceled, ...); invoice grants are active. */
  status: text("status").notNull(),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
  stripeSubscriptionId: text("stripe_subscription_id").unique(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe events already handled: a replayed or redelivered event is answered and skipped. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

// The team's inbox.

/**
 * Who did what, when, in the inbox or with `npm run admin`. The actor's address is copied, not
 * only referenced: the record outlives the account.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id"),
    /** The admin's e-mail, or "command line" for `npm run admin`. */
    actor: text("actor").notNull(),
    /** e.g. lead.handled, lead.note, email.retry, subscription.grant, role.promote */
    action: text("action").notNull(),
    /** What it was done to: a lead id, an e-mail address. */
    target: text("target").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("audit_log_at").on(table.at, table.id), index("audit_log_target").on(table.target)],
);

// A city's launch (/dashboard): what the subscriber sets up and the team reviews (server/launch/).

/** Bytes as PostgreSQL's bytea: a logo lives in the database, so backups hold it. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * One per subscribed account: its brand, its go-live request and the team's answer. A step's
 * state is read from these columns (server/launch/steps.ts), each change with its time, so the
 * team sees who a launch waits on and since when.
 */
export const launches = pgTable(
  "launches",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    displayName: text("display_name"),
    /** The US state's two-letter code. */
    state: text("state"),
    /** The Shop{City}.com domain the city wants, as it wrote it. */
    domain: text("domain"),
    logo: bytea("logo"),
    logoMime: text("logo_mime"),
    /** #rrggbb */
    brandColor: text("brand_color"),
    brandSavedAt: timestamp("brand_saved_at", { withTimezone: true }),
    businessCount: integer("business_count").notNull().default(0),
    importedAt: timestamp("imported_at", { withTimezone: true }),
    /** none | requested (waiting for the team) | returned (sent back with `reviewNote`) | live */
    review: text("review").$type<"none" | "requested" | "returned" | "live">().notNull().default("none"),
    requestedAt: timestamp("requested_at", { withTimezone: true }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewNote: text("review_note"),
    liveAddress: text("live_address"),
    /** YYYY-MM-DD, the day the team says it went live. */
    liveSince: text("live_since"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("launches_review").on(table.review, table.requestedAt)],
);

/** A launch's business list, as last imported; importing again replaces every row. */
export const launchBusinesses = pgTable(
  "launch_businesses",
  {
    userId: text("user_id")
      .notNull()
      .references(() => launches.userId, { onDelete: "cascade" }),
    /** The row's number in the imported file (its header is row 1). */
    row: integer("row").notNull(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    address: text("address").notNull(),
    phone: text("phone").notNull().default(""),
    website: text("website").notNull().default(""),
    hours: text("hours").notNull().default(""),
    description: text("description").notNull().default(""),
  },
  (table) => [primaryKey({ columns: [table.userId, table.row] })],
);
