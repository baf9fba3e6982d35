import { createHmac, timingSafeEqual } from "node:crypto";
import { APIError, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { twoFactor } from "../db/schema";
import type { AuthContext } from "./guard";

/** The path of the code check: sign-in's second step, and confirming two-factor at /account. */
export const verifyTotpPath = "/two-factor/verify-totp";

/** The twoFactor plugin's defaults, which the site keeps: 6 digits, 30 s steps, one step either side. */
const digits = 6;
const periodSeconds = 30;
const window = 1;

/**
 * RFC 6238 §5.2: a code is accepted once. Better Auth 1.7 checks a code against the time only, so
 * the same code completed two sign-ins (anyone who saw it over a shoulder or in a phishing page
 * had its 90 s). Before its check runs, this finds which time step the code belongs to and claims
 * it for the account (`two_factors.last_totp_step`), in one conditional update: a code of that
 * step, or of an earlier one, is then refused with the plugin's own "Invalid code", whichever
 * request asks first, on any number of servers. A code that matches no step is left to the plugin,
 * which refuses it and counts the failure. (Secrets imported as `base32:...`, which the site never
 * makes, match no step here: they keep the plugin's check alone.)
 */
export async function refuseUsedTotp(ctx: AuthContext, db: Db): Promise<void> {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== "string" || !/^\d+$/.test(code)) return;
  const userId = await userOfTheCheck(ctx);
  if (!userId) return; // the plugin refuses it
  const [row] = await db
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  if (!row) return;
  const key = Buffer.from(
    await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret }),
    "utf8",
  );
  const step = stepOf(key, code, Date.now());
  if (step === undefined) return;
  const claimed = await db
    .update(twoFactor)
    .set({ lastTotpStep: step })
    .where(
      and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step))),
    )
    .returning({ id: twoFactor.id });
  if (claimed.length === 0) {
    throw APIError.from("UNAUTHORIZED", { code: "INVALID_CODE", message: "Invalid code" });
  }
}

/**
 * Whose code it is, as the plugin's own code check decides: the signed-in account, or else
 * the one whose sign-in waits for its second step (the signed `two_factor` cookie names a
 * verification row holding the user's id).
 */
async function userOfTheCheck(ctx: AuthContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie("two_factor");
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return undefined;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending?.value;
}

/** The step (RFC 6238's T) within the window whose code `code` is, if any. */
function stepOf(key: Buffer, code: string, now: number): number | undefined {
  if (code.length !== digits) return undefined;
  const given = Buffer.from(code);
  const current = Math.floor(now / 1000 / periodSeconds);
  let found: number | undefined;
  // Every step is computed and compared in constant time, as the plugin does.
  for (let step = current - window; step <= current + window; step++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), given)) found ??= step;
  }
  return found;
}

/** RFC 4226's HOTP: HMAC-SHA1 of the counter, dynamically truncated to `digits` digits. */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** digits).padStart(digits, "0");
}
