import { Form, Link, redirect, useNavigation } from "react-router";
import { authExtraMessages, resetPasswordPage as page } from "~/content/account";
import { authFailureNotice } from "~/features/auth/errors";
import {
  AuthErrorSummary,
  AuthField,
  AuthLayout,
  AuthSubmit,
  textLinkStyle,
  useAuthForm,
} from "~/features/auth/form-parts";
import { answer, authClientAction, readForm, refused, type AuthReply } from "~/features/auth/form-route";
import { parseForm, resetPasswordSchema } from "~/features/auth/schemas";
import { withSignedInHint } from "~/features/auth/hint-cookie";
import { useReplyToasts } from "~/features/auth/use-reply-toasts";
import { refusedPageMeta } from "~/features/seo/meta";
import { FormMessage } from "~/ui/form/form-message";
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
    : { ok: false as const, status: 503, code: "UNAVAILABLE", message: authExtraMessages.unreachable };
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
  const { reply, fromPage } = useReplyToasts(actionData as AuthReply | undefined);
  const busy = useNavigation().formMethod !== undefined;
  const { errors, focusKey, onSubmit } = useAuthForm(resetPasswordSchema, reply);
  const back = (
    <Link to={page.back.to} className={`self-start ${textLinkStyle}`}>
      {page.back.label}
    </Link>
  );

  if (!token || reply?.linkInvalid) {
    return (
      <AuthLayout title={page.title} after={back}>
        <FormMessage tone="error" title={page.invalidLink.title} description={page.invalidLink.description} />
        <Link to={page.again.to} className={textLinkStyle}>
          {page.again.label}
        </Link>
      </AuthLayout>
    );
  }

  const ids = { password: "reset-password", confirmPassword: "reset-confirm-password" };
  return (
    <AuthLayout title={page.title} lead={page.lead} after={back}>
      {fromPage && reply?.status === "error" && reply.notice ? (
        <FormMessage tone="error" title={reply.notice.title} description={reply.notice.description} />
      ) : null}
      <AuthErrorSummary errors={errors} ids={ids} focusKey={focusKey} />
      <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <input type="hidden" name="token" value={token} />
        <AuthField
          id={ids.password}
          name="password"
          label={page.password}
          hint={page.hint}
          kind="password"
          autoComplete="new-password"
          error={errors.password}
          disabled={busy}
        />
        <AuthField
          id={ids.confirmPassword}
          name="confirmPassword"
          label={page.confirmPassword}
          kind="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
          disabled={busy}
        />
        <AuthSubmit busy={busy} busyLabel={page.busy}>
          {page.submit}
        </AuthSubmit>
      </Form>
    </AuthLayout>
  );
}
