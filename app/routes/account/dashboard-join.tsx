import { Form, useNavigation } from "react-router";
import { joinCopy, joinSeo } from "~/content/team";
import { signInPath } from "~/features/auth/session";
import { refusedPageMeta } from "~/features/seo/meta";
import { joinAction, joinLoader, joinPath, type JoinReply } from "~/features/team/join-route";
import { SubmitButton } from "~/ui/form/submit-button";
import { Container, LinkButton, PageHeader } from "~/ui/layout";
import type { Route } from "./+types/dashboard-join";

export const loader = (args: Route.LoaderArgs) => joinLoader(args);
export const action = (args: Route.ActionArgs) => joinAction(args);

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(loaderHeaders);
  for (const cookie of actionHeaders.getSetCookie()) merged.append("set-cookie", cookie);
  merged.set("Cache-Control", "no-store");
  return merged;
};

export const meta = refusedPageMeta(joinSeo);

const cardStyle = "mx-auto max-w-2xl rounded-card border border-line/70 bg-surface p-6 shadow-card sm:p-10";

function Card({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="join-heading" className={cardStyle}>
      <h2 id="join-heading" className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** /dashboard/join?invitation=<id>: the invitation e-mail's link. */
export default function JoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lookup, signedInAs, invitationId } = loaderData;
  const reply = actionData as JoinReply | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const back = joinPath(invitationId);

  let body: React.ReactNode;
  if (lookup.state !== "pending") {
    const words = joinCopy.states[lookup.state];
    body = (
      <Card heading={words.heading}>
        <p className="mt-3 text-ink-muted">{words.body}</p>
        {signedInAs ? (
          <LinkButton to="/dashboard" variant="secondary" className="mt-8">
            {joinCopy.toDashboard}
          </LinkButton>
        ) : null}
      </Card>
    );
  } else if (!signedInAs) {
    const signUp = `${signInPath(back).replace("/auth?", "/auth?mode=signup&")}`;
    body = (
      <Card heading={joinCopy.heading}>
        <p className="mt-3">{joinCopy.invited(lookup.inviter, lookup.city)}</p>
        <p className="mt-3 text-ink-muted">{joinCopy.signedOut.body(lookup.email)}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <LinkButton to={signInPath(back)}>{joinCopy.signedOut.signIn}</LinkButton>
          <LinkButton to={signUp} variant="secondary">
            {joinCopy.signedOut.signUp}
          </LinkButton>
        </div>
      </Card>
    );
  } else if (signedInAs !== lookup.email) {
    body = (
      <Card heading={joinCopy.wrongAddress.heading}>
        <p className="mt-3 text-ink-muted">{joinCopy.wrongAddress.body(lookup.email, signedInAs)}</p>
      </Card>
    );
  } else {
    body = (
      <Card heading={joinCopy.heading}>
        <p className="mt-3">{joinCopy.invited(lookup.inviter, lookup.city)}</p>
        <p className="mt-3 text-ink-muted">{joinCopy.accept.body(signedInAs)}</p>
        {reply ? (
          <p
            role="alert"
            className="mt-6 rounded-lg border-l-4 border-danger bg-surface-alt p-4 font-semibold"
          >
            {reply.message}
          </p>
        ) : null}
        <Form method="post" className="mt-8">
          <input type="hidden" name="invitation" value={invitationId} />
          <SubmitButton busy={busy} busyLabel={joinCopy.accept.busy}>
            {joinCopy.accept.submit}
          </SubmitButton>
        </Form>
      </Card>
    );
  }

  return (
    <>
      <PageHeader title={joinCopy.title} />
      <Container className="py-12 sm:py-16">{body}</Container>
    </>
  );
}
