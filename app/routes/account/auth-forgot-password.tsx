import { forgotPasswordPage as page } from "~/content/account";
import { useFocusOnMount } from "~/features/account/focus";
import { authFailureNotice } from "~/features/auth/errors";
import * as AuthForm from "~/features/auth/form-parts";
import { answer, authClientAction, authUnavailable, readForm, refused } from "~/features/auth/form-route";
import { cleanInput, forgotPasswordSchema, parseForm } from "~/features/auth/schemas";
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
    const email = cleanInput(form.get("email"));
    return answer(context, { status: "invalid", errors: parsed.errors, email }, { status: 400 });
  }
  const { email } = parsed.value;
  const auth = context.services?.auth;
  const result = auth
    ? await auth.requestPasswordReset(request, { email, redirectPath: resetPath })
    : authUnavailable;
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
  const { reply, busy, errors, focusKey, onSubmit, refusedHere } = AuthForm.usePage(
    forgotPasswordSchema,
    actionData,
  );
  // The message replaces the form, and the button that had focus with it.
  const sent = useFocusOnMount<HTMLDivElement>(reply?.status === "success");
  const back = <AuthForm.BackLink link={page.back} />;

  if (reply?.status === "success") {
    return (
      <AuthForm.Layout title={page.title} after={back}>
        <FormMessage ref={sent} tone="success" title={page.sent.title} description={page.sent.description} />
      </AuthForm.Layout>
    );
  }

  return (
    <AuthForm.Layout title={page.title} lead={page.lead} after={back}>
      <AuthForm.ReplyError reply={reply} hidden={busy || refusedHere} />
      <AuthForm.ErrorSummary errors={errors} ids={{ email: "forgot-email" }} focusKey={focusKey} />
      <AuthForm.Form onSubmit={onSubmit} busy={busy} busyLabel={page.busy} submit={page.submit}>
        <AuthForm.Field
          id="forgot-email"
          name="email"
          label={page.email}
          kind="email"
          autoComplete="email"
          defaultValue={reply?.email ?? ""}
          error={errors.email}
          disabled={busy}
        />
      </AuthForm.Form>
    </AuthForm.Layout>
  );
}
