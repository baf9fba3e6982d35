/**
 * The loader and action of /account. Every form posts here with an `intent`, with or without
 * JavaScript. A finished change answers with a redirect to /account (Post/Redirect/Get) and a
 * one-time notice cookie: several changes give the session a new cookie, which a page rendered in
 * answer to the POST itself would not yet send.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "react-router";
import { accountMessages as m, accountNotices, signedOutPath, type AccountNotice } from "~/content/account";
import type { AuthResult } from "~/features/auth/service";
import { readForm } from "~/features/auth/form-route";
import { signedOutHeaders } from "~/features/auth/hint-cookie";
import { requireSession, signInPath } from "~/features/auth/session";
import type { AccountReply } from "./reply";
import { accountIntents, accountSchemas, intentField, type AccountIntent } from "./schemas";
import { setupView } from "./two-factor-setup";

export const accountPath = "/account";

const noticeCookie = "sc_account_notice";

function noticeCookieLine(notice: AccountNotice): string {
  // The time makes each notice new, so the page announces (and focuses) it again. Path=/: a
  // client navigation asks for /account.data, which a cookie of /account is not sent to.
  return `${noticeCookie}=${notice}.${Date.now().toString(36)}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax`;
}

/** The notice a change left for this page, once; and the header that forgets it. */
function takeNotice(request: Request): { notice?: { id: string; text: string }; clear?: string } {
  const match = new RegExp(`(?:^|;\\s*)${noticeCookie}=([a-z-]+)\\.([a-z0-9]+)`).exec(
    request.headers.get("cookie") ?? "",
  );
  if (!match) return {};
  const clear = `${noticeCookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
  const key = match[1] as AccountNotice;
  return key in accountNotices ? { notice: { id: match[2]!, text: accountNotices[key] }, clear } : { clear };
}

/** What each request's action refused, for the same request's loader (the "Error: " title). */
const refusedRequests = new WeakSet<object>();

export async function accountLoader({
  request,
  context,
  url,
}: {
  request: Request;
  context: AppLoadContext;
  url: URL;
}) {
  const { session, headers } = await requireSession(request, context, { url });
  const billing = context.services!.billing;
  const subscription = await billing.status(session.user.id).catch((error: unknown) => {
    context.log?.warn({ err: String(error) }, "subscription status failed");
    return null;
  });
  const { notice, clear } = takeNotice(request);
  if (clear) headers.append("set-cookie", clear);
  headers.set("Cache-Control", "no-store");
  return data(
    {
      user: session.user,
      subscription,
      stripeEnabled: billing.stripeEnabled,
      notice,
      refused: refusedRequests.has(context),
    },
    { headers },
  );
}

type ActionArgs = { request: Request; context: AppLoadContext; url: URL };

export async function accountAction({ request, context, url }: ActionArgs) {
  const { headers } = await requireSession(request, context, { url });
  const auth = context.services!.auth;
  // A body that is not a form (e.g. XML) has no intent: refused below, not a 500.
  const formData = await readForm(request);
  const given = formData.get(intentField);
  if (!accountIntents.includes(given as AccountIntent)) {
    return data(
      { intent: "sign-out", status: "failed", errors: {}, message: m.failed } satisfies AccountReply,
      {
        status: 400,
        headers,
      },
    );
  }
  const intent = given as AccountIntent;
  const refuse = (reply: Omit<AccountReply, "intent">, status = 400) => {
    refusedRequests.add(context);
    return data({ intent, ...reply } satisfies AccountReply, { status, headers });
  };
  const kept = intent === "two-factor-verify" ? await keptSetup(formData) : undefined;

  const submission = parseWithZod(formData, { schema: accountSchemas[intent] });
  if (submission.status !== "success") {
    return refuse({ status: "invalid", errors: submission.error ?? {}, setup: kept });
  }

  const done = (result: AuthResult, notice: AccountNotice) => {
    const merged = new Headers(headers);
    for (const cookie of result.headers.getSetCookie()) merged.append("set-cookie", cookie);
    merged.append("set-cookie", noticeCookieLine(notice));
    return redirect(accountPath, { status: 303, headers: merged });
  };
  /** A refusal by Better Auth: on a field when it is about one, else for the whole form. */
  const refused = (
    result: Extract<AuthResult, { ok: false }>,
    fieldErrors: Partial<Record<string, [field: string, message: string]>> = {},
  ) => {
    for (const cookie of result.headers.getSetCookie()) headers.append("set-cookie", cookie);
    // Before the status: Better Auth refuses a wrong two-factor code with 401 too.
    const field = fieldErrors[result.code];
    if (field) return refuse({ status: "invalid", errors: { [field[0]]: [field[1]] }, setup: kept });
    if (result.status === 401) throw redirect(signInPath(accountPath), { headers });
    const message =
      result.status === 429
        ? m.rateLimited
        : result.code === "SESSION_EXPIRED" || result.code === "SESSION_NOT_FRESH"
          ? m.signInAgain
          : result.code === "TOTP_NOT_ENABLED"
            ? m.setupExpired
            : m.failed;
    if (message === m.failed)
      context.log?.warn({ code: result.code, status: result.status }, `${intent} failed`);
    return refuse(
      { status: "failed", errors: {}, message, setup: message === m.setupExpired ? undefined : kept },
      result.status >= 500 ? 502 : result.status === 429 ? 429 : 400,
    );
  };

  const value = submission.value as Record<string, unknown>;
  switch (intent) {
    case "change-password": {
      const revokeOtherSessions = value.revokeOtherSessions === true;
      const result = await auth.changePassword(request, {
        currentPassword: String(value.currentPassword),
        newPassword: String(value.newPassword),
        revokeOtherSessions,
      });
      if (!result.ok)
        return refused(result, {
          INVALID_PASSWORD: ["currentPassword", m.currentWrong],
          PASSWORD_TOO_SHORT: ["newPassword", m.tooShort],
          PASSWORD_TOO_LONG: ["newPassword", m.tooLong],
        });
      return done(result, revokeOtherSessions ? "password-changed-others-out" : "password-changed");
    }
    case "two-factor-enable": {
      const result = await auth.enableTwoFactor(request, { password: String(value.password) });
      if (!result.ok) return refused(result, { INVALID_PASSWORD: ["password", m.passwordWrong] });
      for (const cookie of result.headers.getSetCookie()) headers.append("set-cookie", cookie);
      const setup = await setupView(result.data.totpURI, result.data.backupCodes);
      if (!setup) return refuse({ status: "failed", errors: {}, message: m.failed }, 502);
      return data({ intent, status: "setup", errors: {}, setup } satisfies AccountReply, { headers });
    }
    case "two-factor-verify": {
      const result = await auth.verifyTotp(request, { code: String(value.code) });
      if (!result.ok) return refused(result, { INVALID_CODE: ["code", m.codeWrong] });
      return done(result, "two-factor-on");
    }
    case "two-factor-disable": {
      const result = await auth.disableTwoFactor(request, { password: String(value.password) });
      if (!result.ok) return refused(result, { INVALID_PASSWORD: ["password", m.passwordWrong] });
      return done(result, "two-factor-off");
    }
    case "sign-out": {
      const scope = value.scope as "local" | "others" | "global";
      const result = await auth.signOut(request, scope);
      // The spec's sign-out ignores 401, 403 and 404: the session is gone either way.
      const gone = !result.ok && [401, 403, 404].includes(result.status);
      if (!result.ok && !gone) {
        context.log?.warn({ code: result.code, status: result.status }, "sign-out failed");
        for (const cookie of result.headers.getSetCookie()) headers.append("set-cookie", cookie);
        return refuse(
          { status: "failed", errors: {}, message: m.signOutFailed },
          result.status === 429 ? 429 : 502,
        );
      }
      if (scope === "others" && result.ok) return done(result, "others-signed-out");
      // This device is signed out: the service's headers clear the session cookie.
      const out = signedOutHeaders(result.headers, { origin: context.origin });
      out.set("Cache-Control", "no-store");
      return redirect(signedOutPath, { status: 303, headers: out });
    }
  }
}

/** The set-up shown again beside a refused code (sent back in hidden fields, see TwoFactorSetup). */
function keptSetup(formData: FormData) {
  return setupView(formData.get("totpURI"), formData.getAll("backupCode"));
}
