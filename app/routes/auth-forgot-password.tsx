import { Form, Link, useNavigation } from "react-router";
import { authExtraMessages, forgotPasswordPage as page } from "~/content/account";
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
import { cleanInput, forgotPasswordSchema, parseForm } from "~/features/auth/schemas";
import { useReplyToasts } from "~/features/auth/use-reply-toasts";
import { refusedPageMeta } from "~/features/seo/meta";
import { FormMessage } from "~/ui/form/form-message";
import type { Route } from "./+types/auth-forgot-password";

export { headers, shouldRevalidate } from "~/features/auth/form-route";

export const meta = refusedPageMeta(page.seo);

/** Where the reset e-mail's link lands, through Better Auth, with `?token=` or `?error=`. */
const resetPath = "/auth/reset-password";

export const loader = ({ context }: Route.LoaderArgs) => ({ refused: refused(context) });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = parseForm(forgotPasswordSchema, form);
  if (!parsed.ok) {
    const reply: AuthReply = {
      status: "invalid",
      errors: parsed.errors,
      email: cleanInput(form.get("email")),
    };
    return answer(context, reply, { status: 400 });
  }
  const { email } = parsed.value;
  const auth = context.services?.auth;
  const result = auth
    ? await auth.requestPasswordReset(request, { email, redirectPath: resetPath })
    : { ok: false as const, status: 503, code: "UNAVAILABLE", message: authExtraMessages.unreachable };
  // Better Auth answers alike whether the address has an account or not; so does this page.
  if (result.ok) return answer(context, { status: "success", notice: page.sent, email });
  return answer(
    context,
    { status: "error", notice: authFailureNotice(result), email },
    { status: result.status },
  );
}

export const clientAction = authClientAction();

export default function ForgotPasswordRoute({ actionData }: Route.ComponentProps) {
  const { reply, fromPage } = useReplyToasts(actionData as AuthReply | undefined);
  const busy = useNavigation().formMethod !== undefined;
  const { errors, focusKey, onSubmit } = useAuthForm(forgotPasswordSchema, reply);
  const back = (
    <Link to={page.back.to} className={`self-start ${textLinkStyle}`}>
      {page.back.label}
    </Link>
  );

  if (reply?.status === "success") {
    return (
      <AuthLayout title={page.title} after={back}>
        <FormMessage tone="success" title={page.sent.title} description={page.sent.description} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={page.title} lead={page.lead} after={back}>
      {fromPage && reply?.status === "error" && reply.notice ? (
        <FormMessage tone="error" title={reply.notice.title} description={reply.notice.description} />
      ) : null}
      <AuthErrorSummary errors={errors} ids={{ email: "forgot-email" }} focusKey={focusKey} />
      <Form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <AuthField
          id="forgot-email"
          name="email"
          label={page.email}
          kind="email"
          autoComplete="email"
          defaultValue={reply?.email ?? ""}
          error={errors.email}
          disabled={busy}
        />
        <AuthSubmit busy={busy} busyLabel={page.busy}>
          {page.submit}
        </AuthSubmit>
      </Form>
    </AuthLayout>
  );
}
