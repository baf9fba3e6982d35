import path from "node:path";
import type { Logger } from "pino";
import { formTokens, type FormTokens } from "./leads/form-token";
import type { LeadService } from "../app/features/leads/service";
import type { AuthService } from "../app/features/auth/service";
import type { BillingService } from "../app/features/billing/service";
import type { InboxService } from "../app/features/admin/service";
import type { LaunchService } from "../app/features/dashboard/service";
import type { TeamService } from "../app/features/team/service";
import { createTeamService } from "./team/service";
import { createLaunchService } from "./launch/service";
import { expireHeldLeads } from "./inbox/held";
import { createInboxService } from "./inbox/service";
import { createAuth, type Auth } from "./auth/auth";
import { renderAccountEmail } from "./auth/emails";
import { createAuthService } from "./auth/service";
import { createBillingService, stripeClient } from "./billing/service";
import { createStripeWebhook, type StripeWebhook } from "./billing/webhook";
import { renderEmail } from "./leads/emails/render";
import type { Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { createLeadService } from "./leads/pipeline";
import { watchBacklog } from "./mail/backlog";
import { createOutbox, type Outbox } from "./mail/outbox";
import { createMailTransport } from "./mail/transport";
import { createDestinations } from "./delivery/destinations";

export type Services = {
  database: Database;
  leads: LeadService;
  auth: AuthService;
  /** Better Auth itself, for its HTTP endpoints under /api/auth. */
  betterAuth: Auth;
  billing: BillingService;
  inbox: InboxService;
  launches: LaunchService;
  team: TeamService;
  /** POST /api/stripe/webhook; unset without Stripe configured. */
  stripeWebhook?: StripeWebhook;
  tokens: FormTokens;
  outbox: Outbox;
  /** Stops the worker, then closes mail and database. */
  close(): Promise<void>;
};

/** Everything behind the pages: database, lead pipeline and outbox worker, built from the config. */
export async function startServices(config: Config, log: Logger): Promise<Services> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "db"),
    onFailure(error) {
      // Every lead would now fail: stop (exit code 1) so that the supervisor starts a fresh server.
      log.fatal({ err: error }, "the database process died; stopping the server");
      process.exitCode = 1;
      process.kill(process.pid, "SIGTERM");
    },
  });
  const tokens = formTokens(config.secret);
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, log });
  // Not awaited: the site serves meanwhile, and mail that cannot go yet waits in the outbox.
  if (config.smtpUrl) {
    transport.check().then(
      () => log.info("the SMTP server accepts our connection"),
      (error: Error) =>
        log.warn({ reason: error.message }, "the SMTP server cannot be used yet: mail waits in the outbox"),
    );
  }
  const destinations = createDestinations(config.destinations, config.origin);
  const outbox = createOutbox({
    db: database.db,
    transport,
    render: renderEmail,
    renderAccount: renderAccountEmail,
    destinations,
    from: config.mailFrom,
    origin: config.origin,
    log,
    ...config.mail,
  });
  const leads = createLeadService({
    db: database.db,
    tokens,
    secret: config.secret,
    leadsTo: config.leadsTo,
    deliveries: destinations.jobs,
    origin: config.origin,
    ...config.leads,
    log,
    onStored: () => outbox.nudge(),
  });
  const betterAuth = createAuth({
    db: database.db,
    secret: config.secret,
    origin: config.origin,
    sendMail: (mail) => outbox.enqueueAccountMail(mail),
    rateLimit: config.auth.rateLimit,
    log,
  });
  const billing = createBillingService({
    db: database.db,
    origin: config.origin,
    billingEmail: config.billingEmail,
    stripe: config.stripe,
    rateLimit: config.billingRateLimit,
  });
  const stripeWebhook =
    config.stripe &&
    createStripeWebhook({
      db: database.db,
      stripe: stripeClient(config.stripe),
      webhookSecret: config.stripe.webhookSecret,
      log,
    });
  // The backlog is the database's, so the processes that deliver mail are the ones to tell it.
  const stopWatching = config.mail.worker
    ? watchBacklog({ db: database.db, log, everyMs: 60_000 })
    : () => {};
  if (config.mail.worker) outbox.start();
  const stopExpiry = expireHeldLeads({ db: database.db, days: config.spamRetentionDays, log });
  return {
    database,
    leads,
    auth: createAuthService(betterAuth, config.origin),
    betterAuth,
    billing,
    inbox: createInboxService({
      db: database.db,
      outbox,
      leadsTo: config.leadsTo,
      deliveries: destinations.jobs,
      spamRetentionDays: config.spamRetentionDays,
    }),
    launches: createLaunchService({
      db: database.db,
      enqueueMail: (mail, tx) => outbox.enqueueAccountMail(mail, tx),
    }),
    team: createTeamService({ db: database.db, auth: betterAuth }),
    stripeWebhook,
    tokens,
    outbox,
    async close() {
      stopWatching();
      stopExpiry();
      await outbox.stop();
      transport.close();
      await database.close();
    },
  };
}
