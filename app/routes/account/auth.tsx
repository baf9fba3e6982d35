import { ArrowLeft } from "lucide-react";
import { useEffect, useEffectEvent } from "react";
import { data, Link, redirect, useLocation, useNavigate, useNavigation, useSearchParams } from "react-router";
import {
  authIntents,
  authMessages,
  authPage,
  authSeo,
  emailConfirmedPath,
  signedOutPath,
  subscriptionMessages,
  twoFactorPage,
  type AuthMode,
} from "~/content/account";
import { ConfirmationNotice } from "~/features/auth/confirmation-notice";
import { authFailureNotice } from "~/features/auth/errors";
import * as AuthForm from "~/features/auth/form-parts";
import { useReplyToasts } from "~/features/auth/use-reply-toasts";
import {
  answer,
  answerNumber,
  authClientAction,
  authUnavailable,
  readForm,
  refused,
  replyTo,
  type AuthReply,
  type ConfirmationState,
} from "~/features/auth/form-route";
import {
  cleanInput,
  forgotPasswordSchema,
  parseForm,
  signInSchema,
  signUpSchema,
} from "~/features/auth/schemas";
import { safeReturnPath } from "~/features/auth/session";
import { signedOutHeaders, withSignedInHint } from "~/features/auth/hint-cookie";
import { refusedPageMeta } from "~/features/seo/meta";
import { FormMessage } from "~/ui/form/form-message";
import { pushToast } from "~/ui/toast/store";
import type { Route } from "./+types/auth";

export { headers, shouldRevalidate } from "~/features/auth/form-route";

// The title follows the mode shown: after a sign-up without JavaScript that is sign-in, whatever
// the address says.
export const meta = refusedPageMeta((loaderData) =>
  (loaderData as { mode?: AuthMode } | undefined)?.mode === "signup"
    ? { ...authSeo, title: authPage.modes.signup.title }
    : authSeo,
);

/** A guarded page sends visitors here with `?notice=auth-required` (the subscription page). */
const authRequiredNotice = "auth-required";

const modeOf = (value: string | null): AuthMode => (value === "signup" ? "signup" : "signin");

/** /auth in a mode, keeping the way back (`redirectTo`). */
function authHref(mode: AuthMode, redirectTo: string | null): string {
  const query = new URLSearchParams();
  if (mode === "signup") query.set("mode", "signup");
  if (redirectTo) query.set("redirectTo", redirectTo);
  const search = query.toString();
  return search ? `/auth?${search}` : "/auth";
}

/** The mode shown (sign-in once an account is created) and whether a form was refused. */
function pageState(url: URL, context: Route.LoaderArgs["context"]) {
  const waiting = replyTo(context)?.confirmation !== undefined;
  return { mode: waiting ? "signin" : modeOf(url.searchParams.get("mode")), refused: refused(context) };
}

/** A visitor who already has a session goes on: to `redirectTo` if it is ours, else to /. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const auth = context.services?.auth;
  if (auth) {
    const { session, headers } = await auth.getSession(request);
    const hinted = withSignedInHint(headers, session !== null, { request, origin: context.origin });
    if (session) throw redirect(safeReturnPath(url.searchParams.get("redirectTo")), { headers: hinted });
    return data(pageState(url, context), { headers: hinted });
  }
  return data(pageState(url, context));
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  const auth = context.services?.auth;
  const hint = { request, origin: context.origin };

  if (intent === authIntents.signOut) {
    // This device only. The spec's sign-out ignores 401, 403 and 404: signed out either way.
    const result = auth ? await auth.signOut(request, "local") : { headers: new Headers() };
    throw redirect(signedOutPath, { status: 303, headers: signedOutHeaders(result.headers, hint) });
  }

  if (intent === authIntents.resend) return resendLink(request, context, form);

  const mode = modeOf(intent === authIntents.signUp ? "signup" : null);
  const parsed = parseForm(mode === "signup" ? signUpSchema : signInSchema, form);
  if (!parsed.ok) {
    const typed = cleanInput(form.get("email"));
    return answer(context, { status: "invalid", errors: parsed.errors, email: typed }, { status: 400 });
  }
  const { email, password } = parsed.value;
  if (!auth) {
    return answer(context, authReplyOf(authUnavailable, email), { status: 503 });
  }

  if (mode === "signup") {
    const result = await auth.signUp(request, { email, password, callbackPath: emailConfirmedPath });
    if (!result.ok)
      return answer(context, authReplyOf(result, email), { status: result.status, headers: result.headers });
    return answer(
      context,
      { status: "success", notice: { title: authMessages.signedUp }, email, confirmation: "signedUp" },
      { headers: result.headers },
    );
  }

  const result = await auth.signIn(request, { email, password });
  if (!result.ok && result.code === unconfirmedCode) {
    // Better Auth has just mailed a new link (sendOnSignIn): a notice says so, not an error.
    return answer(
      context,
      { status: "error", email, confirmation: "linkSent" },
      { status: result.status, headers: result.headers },
    );
  }
  if (!result.ok)
    return answer(context, authReplyOf(result, email), { status: result.status, headers: result.headers });
  const returnTo = safeReturnPath(url.searchParams.get("redirectTo"));
  if (result.data.twoFactorRedirect) {
    const next = `${twoFactorPage.seo.path}?redirectTo=${encodeURIComponent(returnTo)}`;
    throw redirect(next, { status: 303, headers: result.headers });
  }
  throw redirect(returnTo, { status: 303, headers: withSignedInHint(result.headers, true, hint) });
}

/** Better Auth's refusal of a sign-in for an address not yet confirmed. */
const unconfirmedCode = "EMAIL_NOT_VERIFIED";

/** "Send the link again": a new confirmation e-mail, and the notice stays. */
async function resendLink(request: Request, context: Route.ActionArgs["context"], form: FormData) {
  const parsed = parseForm(forgotPasswordSchema, form);
  if (!parsed.ok) {
    return answer(context, { status: "invalid", errors: parsed.errors }, { status: 400 });
  }
  const { email } = parsed.value;
  const auth = context.services?.auth;
  const result = auth
    ? await auth.sendVerificationEmail(request, { email, callbackPath: emailConfirmedPath })
    : authUnavailable;
  const headers = "headers" in result ? result.headers : undefined;
  if (!result.ok) {
    const reply: AuthReply = { ...authReplyOf(result, email), confirmation: "pending" };
    return answer(context, reply, { status: result.status, headers });
  }
  return answer(context, { status: "success", email, confirmation: "linkSent" }, { headers });
}

function authReplyOf(failure: { status: number; code: string; message: string }, email: string): AuthReply {
  return { status: "error", notice: authFailureNotice(failure), email };
}

export const clientAction = authClientAction({
  intents: [authIntents.signIn],
  unlessTo: twoFactorPage.seo.path,
});

export default function AuthRoute({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const reply = actionData as AuthReply | undefined;
  const { fromPage } = useReplyToasts(reply);
  const signedUp = reply?.status === "success";
  const location = useLocation();
  const carried = location.state as { signedUpEmail?: unknown; confirmation?: ConfirmationState } | null;
  // The confirmation notice lasts: through the move to sign-in mode, and a refused sign-in.
  const confirmation = reply?.confirmation ?? carried?.confirmation;
  const mode: AuthMode = signedUp || confirmation ? "signin" : modeOf(params.get("mode"));
  const redirectTo = params.get("redirectTo");
  const words = authPage.modes[mode];

  // After a sign-up the sign-in form starts with the address just used; with JavaScript the
  // address bar (and so the title) moves to sign-in mode too, carrying the address along.
  const navigate = useNavigate();
  const carriedEmail = carried?.signedUpEmail;
  const keptEmail = signedUp ? reply.email : typeof carriedEmail === "string" ? carriedEmail : undefined;
  const toSignIn = useEffectEvent((done: AuthReply) => {
    void navigate(authHref("signin", redirectTo), {
      replace: true,
      preventScrollReset: true,
      state: { signedUpEmail: done.email, confirmation: done.confirmation },
    });
  });
  useEffect(() => {
    if (reply?.confirmation === "signedUp" && reply.status === "success" && !fromPage) toSignIn(reply);
  }, [reply, fromPage]);
  const waitingEmail = reply?.email ?? keptEmail;

  const noticeParam = params.get("notice");
  const remind = useEffectEvent(() =>
    pushToast({
      title: subscriptionMessages.authRequiredTitle,
      description: subscriptionMessages.signInRequired,
      variant: "destructive",
    }),
  );
  useEffect(() => {
    if (noticeParam === authRequiredNotice) remind();
  }, [noticeParam]);

  return (
    <AuthForm.Layout
      title={words.title}
      lead={words.lead}
      after={
        <Link
          to={authPage.home.to}
          className={`inline-flex items-center gap-2 self-start ${AuthForm.linkStyle}`}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {authPage.home.label}
        </Link>
      }
    >
      <nav aria-label={authPage.modeSwitch}>
        <ul className="grid grid-cols-2 gap-1 rounded-lg bg-surface-alt p-1">
          {(["signin", "signup"] as const).map((option) => (
            <li key={option}>
              <Link
                to={authHref(option, redirectTo)}
                preventScrollReset
                aria-current={option === mode ? "page" : undefined}
                className={`flex min-h-11 items-center justify-center rounded-md px-3 text-center font-semibold ${
                  option === mode ? "bg-surface text-ink shadow-card" : "text-ink-muted hover:text-brand"
                }`}
              >
                {authPage.modes[option].tab}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {reply ? null : <ArrivalNotice params={params} />}
      {confirmation && waitingEmail ? (
        <ConfirmationNotice
          // Each answer is a new notice, read out again.
          key={`${confirmation}-${reply ? answerNumber(reply) : 0}`}
          state={confirmation}
          email={waitingEmail}
          action={authHref("signin", redirectTo)}
          // After a sign-up the password field has focus (the toast has said it); otherwise the
          // notice is the answer.
          focus={confirmation !== "signedUp" || fromPage}
        />
      ) : null}
      {noticeParam === authRequiredNotice ? (
        <noscript>
          <FormMessage
            tone="error"
            title={subscriptionMessages.authRequiredTitle}
            description={subscriptionMessages.signInRequired}
          />
        </noscript>
      ) : null}

      <CredentialsForm
        // A new mode is a new, empty form (spec: the toggle clears all fields).
        key={`${mode}-${keptEmail ?? ""}`}
        mode={mode}
        reply={signedUp ? undefined : reply}
        email={keptEmail ?? reply?.email ?? ""}
        action={authHref(mode, redirectTo)}
        focusPassword={keptEmail !== undefined && !fromPage}
      />
    </AuthForm.Layout>
  );
}

/** What the address says on arrival: a confirmed address, a broken confirmation link, a reset, a sign-out. */
function ArrivalNotice({ params }: { params: URLSearchParams }) {
  const { verified, verifyFailed, passwordReset, signedOut } = authPage.notices;
  if (params.has("error")) {
    return <FormMessage tone="error" title={verifyFailed.title} description={verifyFailed.description} />;
  }
  if (params.get("verified") === "1") return <FormMessage tone="success" title={verified.title} />;
  if (params.get("reset") === "1") return <FormMessage tone="success" title={passwordReset.title} />;
  if (params.get("signedOut") === "1") return <FormMessage tone="success" title={signedOut.title} />;
  return null;
}

function CredentialsForm({
  mode,
  reply,
  email,
  action,
  focusPassword,
}: {
  mode: AuthMode;
  reply: AuthReply | undefined;
  email: string;
  action: string;
  focusPassword: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.formMethod !== undefined;
  const { errors, focusKey, onSubmit, refusedHere } = AuthForm.useFormCheck(
    mode === "signup" ? signUpSchema : signInSchema,
    reply,
  );
  const words = authPage.modes[mode];
  const { fields } = authPage;
  const ids = {
    email: `auth-${mode}-email`,
    password: `auth-${mode}-password`,
    ...(mode === "signup" ? { confirmPassword: `auth-${mode}-confirm-password` } : {}),
  };

  return (
    <>
      <AuthForm.ReplyError reply={reply} hidden={busy || refusedHere} />
      <AuthForm.ErrorSummary errors={errors} ids={ids} focusKey={focusKey} />
      <AuthForm.Form
        action={action}
        onSubmit={onSubmit}
        busy={busy}
        busyLabel={words.busy}
        submit={words.submit}
        after={
          mode === "signin" ? (
            <p>
              <Link to={authPage.forgot.to} className={AuthForm.linkStyle}>
                {authPage.forgot.label}
              </Link>
            </p>
          ) : null
        }
      >
        <input
          type="hidden"
          name="intent"
          value={mode === "signup" ? authIntents.signUp : authIntents.signIn}
        />
        <AuthForm.Field
          id={ids.email}
          name="email"
          label={fields.email}
          kind="email"
          autoComplete="email"
          defaultValue={email}
          error={errors.email}
          disabled={busy}
        />
        <AuthForm.Field
          id={ids.password}
          name="password"
          label={fields.password}
          hint={mode === "signup" ? fields.newPasswordHint : undefined}
          kind="password"
          autoComplete={mode === "signup" ? "new-password" : "current-password"}
          error={errors.password}
          disabled={busy}
          // After a sign-up the address is filled in: the password is what is left to type.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={focusPassword}
        />
        {mode === "signup" ? (
          <AuthForm.Field
            id={`auth-${mode}-confirm-password`}
            name="confirmPassword"
            label={fields.confirmPassword}
            kind="password"
            autoComplete="new-password"
            error={errors.confirmPassword}
            disabled={busy}
          />
        ) : null}
      </AuthForm.Form>
    </>
  );
}
