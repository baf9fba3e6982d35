import { redirect } from "react-router";
import { resetPasswordPage as page } from "~/content/account";
import { authFailureNotice } from "~/features/auth/errors";
import * as AuthForm from "~/features/auth/form-parts";
import { answer, authClientAction, authUnavailable, readForm, refused } from "~/features/auth/form-route";
import { parseForm, resetPasswordSchema } from "~/features/auth/schemas";
import { withSignedInHint } from "~/features/auth/hint-cookie";
import { refusedPageMeta } from "~/features/seo/meta";
import type { Route } from "./+types/auth-reset-password";

export { headers, shouldRevalidate } from "~/features/auth/form-route";

export const meta = refusedPageMeta(page.seo);

/** Where a reset sends the visitor: /auth, saying the password is new. */
const donePath = "/auth?reset=1";

/** Better Auth's link lands here with `?token=`, or `?error=INVALID_TOKEN` when it is spent or old. */
export const loader = ({ url, context }: Route.LoaderArgs) => {
  const token = url.searchParams.get("error") ? "" : (url.searchParams.get("token") ?? "");
  return { token, refused: refused(context) };
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = form.get("token");
  if (typeof token !== "string" || !token) return answer(context, { status: "error", linkInvalid: true });
  const parsed = parseForm(resetPasswordSchema, form);
  if (!parsed.ok) return answer(context, { status: "invalid", errors: parsed.errors }, { status: 400 });
  const auth = context.services?.auth;
  const result = auth
    ? await auth.resetPassword(request, { token, newPassword: parsed.value.password })
    : authUnavailable;
  if (result.ok) {
    // Every session of the account ends with the reset (server/auth/auth.ts), this one too.
    const headers = withSignedInHint(result.headers, false, { request, origin: context.origin });
    throw redirect(donePath, { status: 303, headers });
  }
  if (result.code === "INVALID_TOKEN")
    return answer(context, { status: "error", linkInvalid: true }, { status: 400 });
  return answer(context, { status: "error", notice: authFailureNotice(result) }, { status: result.status });
}

export const clientAction = authClientAction();

export default function ResetPasswordRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  const { reply, busy, errors, focusKey, onSubmit, refusedHere } = AuthForm.usePage(
    resetPasswordSchema,
    actionData,
  );
  const back = <AuthForm.BackLink link={page.back} />;

  if (!token || reply?.linkInvalid) {
    return <AuthForm.DeadEnd title={page.title} message={page.invalidLink} way={page.again} after={back} />;
  }

  const ids = { password: "reset-password", confirmPassword: "reset-confirm-password" };
  return (
    <AuthForm.Layout title={page.title} lead={page.lead} after={back}>
      <AuthForm.ReplyError reply={reply} hidden={busy || refusedHere} />
      <AuthForm.ErrorSummary errors={errors} ids={ids} focusKey={focusKey} />
      <AuthForm.Form onSubmit={onSubmit} busy={busy} busyLabel={page.busy} submit={page.submit}>
        <input type="hidden" name="token" value={token} />
        <AuthForm.Field
          id={ids.password}
          name="password"
          label={page.password}
          hint={page.hint}
          kind="password"
          autoComplete="new-password"
          error={errors.password}
          disabled={busy}
        />
        <AuthForm.Field
          id={ids.confirmPassword}
          name="confirmPassword"
          label={page.confirmPassword}
          kind="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
          disabled={busy}
        />
      </AuthForm.Form>
    </AuthForm.Layout>
  );
}
