import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { authExtraMessages, twoFactorPage } from "~/content/account";
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
import { backupCodeSchema, parseForm, totpSchema } from "~/features/auth/schemas";
import { safeReturnPath } from "~/features/auth/session";
import { withSignedInHint } from "~/features/auth/hint-cookie";
import { refusedPageMeta } from "~/features/seo/meta";
import { FormMessage } from "~/ui/form/form-message";
import { useReplyToasts } from "~/features/auth/use-reply-toasts";
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
    return data({ refused: refused(context) }, { headers });
  }
  return data({ refused: refused(context) });
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const method = methodOf(form.get("intent"));
  const parsed = parseForm(method === "backup" ? backupCodeSchema : totpSchema, form);
  if (!parsed.ok) return answer(context, { status: "invalid", errors: parsed.errors }, { status: 400 });
  const auth = context.services?.auth;
  if (!auth) {
    const failure = { status: 503, code: "UNAVAILABLE", message: authExtraMessages.unreachable };
    return answer(context, { status: "error", notice: authFailureNotice(failure) }, { status: 503 });
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

export default function TwoFactorRoute({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { reply, fromPage } = useReplyToasts(actionData as AuthReply | undefined);
  const method = methodOf(params.get("method"));
  const redirectTo = params.get("redirectTo");
  const field = twoFactorPage[method];
  const navigation = useNavigation();
  const busy = navigation.formMethod !== undefined;
  const { errors, focusKey, onSubmit } = useAuthForm(
    method === "backup" ? backupCodeSchema : totpSchema,
    reply,
  );
  const id = `two-factor-${method}`;

  return (
    <AuthLayout
      title={twoFactorPage.title}
      lead={twoFactorPage.lead}
      after={
        <Link to={twoFactorPage.restart.to} className={`self-start ${textLinkStyle}`}>
          {twoFactorPage.restart.label}
        </Link>
      }
    >
      {fromPage && reply?.status === "error" && reply.notice ? (
        <FormMessage tone="error" title={reply.notice.title} description={reply.notice.description} />
      ) : null}
      <AuthErrorSummary errors={errors} ids={{ code: id }} focusKey={focusKey} />
      <Form
        // Another method is another, empty field.
        key={method}
        method="post"
        action={twoFactorHref(method, redirectTo)}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
      >
        <input type="hidden" name="intent" value={method} />
        <AuthField
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
        <AuthSubmit busy={busy} busyLabel={twoFactorPage.busy}>
          {twoFactorPage.submit}
        </AuthSubmit>
        <p>
          <Link
            to={twoFactorHref(method === "totp" ? "backup" : "totp", redirectTo)}
            replace
            preventScrollReset
            className={textLinkStyle}
          >
            {field.other}
          </Link>
        </p>
      </Form>
    </AuthLayout>
  );
}
