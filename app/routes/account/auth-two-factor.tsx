import { data, Link, redirect, useSearchParams } from "react-router";
import { twoFactorPage } from "~/content/account";
import { authFailureNotice } from "~/features/auth/errors";
import * as AuthForm from "~/features/auth/form-parts";
import {
  answer,
  authClientAction,
  authUnavailable,
  readForm,
  refused,
  type AuthReply,
} from "~/features/auth/form-route";
import { backupCodeSchema, parseForm, totpSchema } from "~/features/auth/schemas";
import { safeReturnPath, signInPath } from "~/features/auth/session";
import { withSignedInHint } from "~/features/auth/hint-cookie";
import { refusedPageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/auth-two-factor";

export { headers, shouldRevalidate } from "~/features/auth/form-route";

export const meta = refusedPageMeta(twoFactorPage.seo);

/** The second step of a sign-in: a code from the authenticator app, or a backup code. */
type Method = "totp" | "backup";
const methodOf = (value: unknown): Method => (value === "backup" ? "backup" : "totp");

const { errors: words } = twoFactorPage;
/** Better Auth's two-factor codes, in the visitor's words. */
const ownMessages = {
  INVALID_CODE: words.wrongCode,
  INVALID_BACKUP_CODE: words.wrongBackupCode,
  INVALID_TWO_FACTOR_COOKIE: words.expired,
};

function twoFactorHref(method: Method, redirectTo: string | null): string {
  const query = new URLSearchParams();
  if (method === "backup") query.set("method", "backup");
  if (redirectTo) query.set("redirectTo", redirectTo);
  const search = query.toString();
  return search ? `${twoFactorPage.seo.path}?${search}` : twoFactorPage.seo.path;
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const auth = context.services?.auth;
  if (auth) {
    const { session, headers } = await auth.getSession(request);
    if (session) {
      const hinted = withSignedInHint(headers, true, { request, origin: context.origin });
      throw redirect(safeReturnPath(url.searchParams.get("redirectTo")), { headers: hinted });
    }
    // Opened without signing in first, or after the step timed out: say so before asking a code.
    const expired = !(await auth.awaitsSecondStep(request));
    return data({ refused: refused(context), expired }, { headers });
  }
  return data({ refused: refused(context), expired: false });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const method = methodOf(form.get("intent"));
  const parsed = parseForm(method === "backup" ? backupCodeSchema : totpSchema, form);
  if (!parsed.ok) return answer(context, { status: "invalid", errors: parsed.errors }, { status: 400 });
  const auth = context.services?.auth;
  if (!auth) {
    return answer(context, { status: "error", notice: authFailureNotice(authUnavailable) }, { status: 503 });
  }
  const { code } = parsed.value;
  const result =
    method === "backup"
      ? await auth.verifyBackupCode(request, { code })
      : await auth.verifyTotp(request, { code });
  if (!result.ok) {
    const reply: AuthReply = { status: "error", notice: authFailureNotice(result, ownMessages) };
    return answer(context, reply, { status: result.status, headers: result.headers });
  }
  const hinted = withSignedInHint(result.headers, true, { request, origin: context.origin });
  throw redirect(safeReturnPath(url.searchParams.get("redirectTo")), { status: 303, headers: hinted });
}

export const clientAction = authClientAction({ intents: ["totp", "backup"] });

export default function TwoFactorRoute({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const method = methodOf(params.get("method"));
  const redirectTo = params.get("redirectTo");
  const field = twoFactorPage[method];
  const { reply, busy, errors, focusKey, onSubmit, refusedHere } = AuthForm.usePage(
    method === "backup" ? backupCodeSchema : totpSchema,
    actionData,
  );
  const id = `two-factor-${method}`;

  if (loaderData.expired) {
    const to = redirectTo ? signInPath(redirectTo) : twoFactorPage.restart.to;
    return (
      <AuthForm.DeadEnd
        title={twoFactorPage.title}
        message={{ title: words.expired }}
        way={{ to, label: twoFactorPage.restart.label }}
      />
    );
  }

  return (
    <AuthForm.Layout
      title={twoFactorPage.title}
      lead={twoFactorPage.lead}
      after={<AuthForm.BackLink link={twoFactorPage.restart} />}
    >
      <AuthForm.ReplyError reply={reply} hidden={busy || refusedHere} />
      <AuthForm.ErrorSummary errors={errors} ids={{ code: id }} focusKey={focusKey} />
      <AuthForm.Form
        // Another method is another, empty field.
        key={method}
        action={twoFactorHref(method, redirectTo)}
        onSubmit={onSubmit}
        busy={busy}
        busyLabel={twoFactorPage.busy}
        submit={twoFactorPage.submit}
        after={
          <p>
            <Link
              to={twoFactorHref(method === "totp" ? "backup" : "totp", redirectTo)}
              replace
              preventScrollReset
              className={AuthForm.linkStyle}
            >
              {field.other}
            </Link>
          </p>
        }
      >
        <input type="hidden" name="intent" value={method} />
        <AuthForm.Field
          id={id}
          name="code"
          label={field.label}
          hint={field.hint}
          error={errors.code}
          kind="code"
          autoComplete={method === "totp" ? "one-time-code" : "off"}
          inputMode={method === "totp" ? "numeric" : "text"}
          disabled={busy}
        />
      </AuthForm.Form>
    </AuthForm.Layout>
  );
}
