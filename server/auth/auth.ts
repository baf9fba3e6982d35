import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin, bearer, organization, twoFactor } from "better-auth/plugins";
import type { Logger } from "pino";
import { authLimits, emailConfirmedPath, sessionLifetimeSeconds } from "../../app/content/account";
import { site } from "../../app/content/site";
import { invitationDays } from "../../app/content/team";
import { fitsMailbox } from "../../app/features/auth/schemas";
import type { Db } from "../db/client";
import {
  account,
  authRateLimit,
  invitation,
  member,
  organization as organizationTable,
  session,
  twoFactor as twoFactorTable,
  user,
  verification,
} from "../db/schema";
import type { AccountMail } from "../mail/outbox";
import { generateBackupCodes } from "./backup-codes";
import { clientAddressHeader } from "./client-address";
import { refuseHostileInput, type AuthContext } from "./guard";
import { voidResetLinks } from "./password-links";
import { refuseUsedTotp, verifyTotpPath } from "./totp-once";

export const authBasePath = "/api/auth";

export type AuthOptions = {
  db: Db;
  secret: string;
  /** Public origin (APP_URL): links in mails, cookie security, trusted origin. */
  origin: string;
  /** Queues an account mail in the outbox: never lost, retried. */
  sendMail: (mail: AccountMail) => Promise<void>;
  /** Sign-in attempts allowed per client address per minute; the other auth calls share this budget. */
  rateLimit: number;
  /** Where Better Auth's own messages go; unset, it prints them itself. */
  log?: Logger;
};

export type Auth = ReturnType<typeof createAuth>;

/** Better Auth on our database: e-mail and password, sessions in the database, TOTP, bearer tokens. */
export function createAuth(options: AuthOptions) {
  const { origin, sendMail } = options;
  // Whoever changed how the account signs in (its password, two-factor), its owner hears of it,
  // with the way to take it back.
  const tellOwner = (
    kind: "password_changed" | "two_factor_enabled" | "two_factor_disabled",
    email: string,
  ) => sendMail({ kind, recipient: email, payload: { url: `${origin}/auth/forgot-password` } });
  const limit = { window: 60, max: options.rateLimit };
  return betterAuth({
    appName: site.name,
    baseURL: origin,
    basePath: authBasePath,
    secret: options.secret,
    trustedOrigins: [origin],
    database: drizzleAdapter(options.db, {
      provider: "pg",
      schema: {
        user,
        session,
        account,
        verification,
        twoFactor: twoFactorTable,
        rateLimit: authRateLimit,
        organization: organizationTable,
        member,
        invitation,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: authLimits.minPasswordLength,
      maxPasswordLength: authLimits.maxPasswordLength,
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) =>
        sendMail({ kind: "reset_password", recipient: user.email, payload: { url } }),
      // Better Auth deletes only the link used: the account's other links go too.
      onPasswordReset: async ({ user }) => {
        await voidResetLinks(options.db, user.id);
        await tellOwner("password_changed", user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A sign-in refused for an unconfirmed address sends a fresh link: the first may be lost.
      sendOnSignIn: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: ({ user, url }) =>
        sendMail({ kind: "verify_email", recipient: user.email, payload: { url: landingConfirmed(url) } }),
    },
    session: {
      expiresIn: sessionLifetimeSeconds,
      // Extended on use: a session seen after a day gets its 30 days back.
      updateAge: 24 * 3600,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      // The other endpoints (confirmation links, sign-out, ...): never below the sign-in budget.
      max: Math.max(100, options.rateLimit),
      customRules: {
        // Reading a session guesses nothing (the token is random and signed), and every signed-in
        // page asks for it: under the shared budget, 100 page views a minute from one address (a
        // city hall behind one NAT, the e2e suite) signed everybody there out.
        "/get-session": false,
        "/sign-in/email": limit,
        "/sign-up/email": limit,
        "/request-password-reset": limit,
        "/reset-password": limit,
        "/change-password": limit,
        "/two-factor/*": limit,
        // Each call mails whoever owns the address: a third of the sign-in budget (3 a minute by
        // default, Better Auth's own figure).
        "/send-verification-email": { window: 60, max: Math.max(3, Math.floor(options.rateLimit / 3)) },
      },
    },
    advanced: {
      useSecureCookies: origin.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        update: {
          // The plugin's only change to the user on these paths is turning two-factor on or off.
          after: async (updated, ctx) => {
            if (!ctx?.path.startsWith("/two-factor/") || typeof updated.twoFactorEnabled !== "boolean")
              return;
            await tellOwner(
              updated.twoFactorEnabled ? "two_factor_enabled" : "two_factor_disabled",
              updated.email,
            );
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        refuseHostileInput(ctx, origin);
        await refuseSignUpAddress(ctx);
        if (ctx.path === verifyTotpPath) await refuseUsedTotp(ctx, options.db);
      }),
      after: createAuthMiddleware(async (ctx) => {
        const changed = passwordChangedBy(ctx);
        if (!changed) return;
        await voidResetLinks(options.db, changed.id);
        await tellOwner("password_changed", changed.email);
      }),
    },
    telemetry: { enabled: false },
    logger: options.log && jsonLogger(options.log),
    plugins: [
      twoFactor({ issuer: site.name, backupCodeOptions: { customBackupCodesGenerate: generateBackupCodes } }),
      bearer(),
      adminRole(),
      cityAccounts(origin, sendMail),
    ],
  });
}

/**
 * Better Auth's admin plugin for the role that opens the team's inbox (`users.role`, returned with
 * the session, which is how /admin knows an admin), without its HTTP endpoints. The site uses none
 * of them: roles change only through `npm run admin` on the server (server/auth/roles.ts, audited,
 * never the last admin), and nothing calls the plugin's functions. Mounted, they bypassed those
 * rules (create-user made admins, set-role demoted every admin, impersonate-user skipped the second
 * step, nothing audited); hidden only by the allow-list (server/auth/endpoints.ts), one path around
 * it (`reset-password/..\admin\create-user`) reached them. Not mounted, no spelling reaches them.
 * The plugin stays for the rest of what it does: the role's field, which no sign-up can set; "user"
 * for new accounts; the refusal of a banned account's sign-in.
 */
function adminRole() {
  return { ...admin({ defaultRole: "user", adminRoles: ["admin"] }), endpoints: {} };
}

/**
 * A city's account: Better Auth's organization plugin, with two roles, "owner" (the subscriber)
 * and "member" (a colleague). None of its endpoints is served over HTTP (server/auth/endpoints.ts
 * does not list them): the site calls them on the server (server/team/service.ts), where the
 * plugin still checks who may do what. Nobody makes an organization but the site itself, for a
 * subscriber (a system call without a session); an invitation's mail goes through the outbox.
 */
function cityAccounts(origin: string, sendMail: AuthOptions["sendMail"]) {
  return organization({
    allowUserToCreateOrganization: false,
    organizationLimit: 1,
    creatorRole: "owner",
    invitationExpiresIn: invitationDays * 24 * 3600,
    invitationLimit: 20,
    membershipLimit: 50,
    requireEmailVerificationOnInvitation: true,
    sendInvitationEmail: ({ id, email, organization: city, inviter }) =>
      sendMail({
        kind: "team_invitation",
        recipient: email,
        payload: {
          url: `${origin}/dashboard/join?invitation=${encodeURIComponent(id)}`,
          city: city.name,
          inviter: inviter.user.email,
        },
      }),
  });
}

/**
 * Every confirmation link lands where the site says the address is confirmed. The one Better
 * Auth sends on a sign-in refused for an unconfirmed address carries its default, "/": the home
 * page, which says nothing of it.
 */
function landingConfirmed(url: string): string {
  const link = new URL(url);
  link.searchParams.set("callbackURL", emailConfirmedPath);
  return link.toString();
}

/**
 * Better Auth's messages (a sign-in for an unknown address, a failure inside it) as lines of the
 * site's JSON log, at its own levels: printed by Better Auth, they were coloured text on stderr.
 */
function jsonLogger(log: Logger) {
  const auth = log.child({ component: "better-auth" });
  return {
    log(level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) {
      const err = args.find((arg) => arg instanceof Error);
      const detail = args.filter((arg) => arg !== err);
      const at = level === "error" && refusedRequest.test(message) ? "warn" : level;
      auth[at]({ ...(err ? { err } : {}), ...(detail.length ? { detail } : {}) }, message);
    },
  };
}

/**
 * What Better Auth logs as an error when it refuses a request (a way back to another site, another
 * site's origin, a cross-site sign-in): the sender's doing, not a failure of ours, and anyone can
 * send it, so at `error`, which operators are alerted on (docs/operations.md), it would page them.
 */
const refusedRequest =
  /^(Invalid (callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL|origin)\b|Blocked cross-site navigation login attempt)/;

/**
 * With e-mail confirmation required, Better Auth 1.7 answers a sign-up for an address that
 * already has an account exactly like a new one (200, a made-up user, no mail), so that nobody
 * can learn which addresses have accounts. The product spec wants the opposite: "An account with
 * this email already exists. Please sign in instead.", so the sign-up is refused here with
 * USER_ALREADY_EXISTS, on /api/auth and for the routes alike. That tells whoever asks that the
 * address has an account: the spec's choice; the sign-up rate limit per client address keeps
 * anyone from testing addresses in bulk. An address no mail server takes is refused first, as
 * the sign-up form refuses it.
 */
async function refuseSignUpAddress(ctx: AuthContext) {
  if (ctx.path !== "/sign-up/email") return;
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== "string" || !email) return;
  if (!fitsMailbox(email)) {
    throw APIError.from("BAD_REQUEST", { code: "INVALID_EMAIL", message: "Invalid email" });
  }
  const existing = await ctx.context.internalAdapter.findUserByEmail(email.toLowerCase());
  if (existing) {
    throw APIError.from("UNPROCESSABLE_ENTITY", {
      code: "USER_ALREADY_EXISTS",
      message: "User already exists.",
    });
  }
}

/**
 * The account whose password /change-password has just changed. A changed password voids the
 * reset links sent before it: whoever holds an old link (a mailbox read over a shoulder, a
 * forwarded mail) must not set the password again.
 */
function passwordChangedBy(ctx: AuthContext): { id: string; email: string } | undefined {
  if (ctx.path !== "/change-password") return undefined;
  const changed = ctx.context.returned as { user?: { id?: unknown; email?: unknown } } | undefined;
  if (changed instanceof Error) return undefined;
  const { id, email } = changed?.user ?? {};
  return typeof id === "string" && typeof email === "string" ? { id, email } : undefined;
}
