import { Link } from "react-router";
import { dashboardCopy } from "~/content/dashboard";
import { teamCopy, teamSeo } from "~/content/team";
import { AccountNotice } from "~/features/account/notice";
import { refusedPageMeta } from "~/features/seo/meta";
import { teamAction, teamLoader, type TeamReply } from "~/features/team/team-route";
import { InvitationList, InviteForm, MemberList } from "~/features/team/team-view";
import { Container, LinkButton, PageHeader, textLinkStyle } from "~/ui/layout";
import type { Route } from "./+types/dashboard-team";

export const loader = (args: Route.LoaderArgs) => teamLoader(args);
export const action = (args: Route.ActionArgs) => teamAction(args);

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(loaderHeaders);
  for (const cookie of actionHeaders.getSetCookie()) merged.append("set-cookie", cookie);
  merged.set("Cache-Control", "no-store");
  return merged;
};

export const meta = refusedPageMeta(teamSeo);

/**
 * /dashboard/team: a page of its own rather than a fourth card on /dashboard, whose multipart
 * action and three steps are the launch; the colleagues are about the account, and only the
 * owner changes them.
 */
export default function TeamPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.subscribed) {
    const copy = dashboardCopy.notSubscribed;
    return (
      <>
        <PageHeader title={teamCopy.title} />
        <Container className="py-12 sm:py-16">
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-lg font-semibold">
              {loaderData.failed ? dashboardCopy.loadFailed : copy.heading}
            </p>
            <LinkButton to={copy.cta.to} className="mt-8">
              {copy.cta.label}
            </LinkButton>
          </div>
        </Container>
      </>
    );
  }
  const { view, role, owner, me, notice } = loaderData;
  const reply = actionData as TeamReply | undefined;
  const isOwner = role === "owner";
  return (
    <>
      <PageHeader title={teamCopy.title} lead={isOwner ? teamCopy.lead : teamCopy.memberLead(owner)}>
        <p className="mt-4 max-w-2xl break-words text-on-dark">
          {teamCopy.account} <strong>{view.name}</strong>
        </p>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <div className="mx-auto flex max-w-3xl flex-col gap-8">
          <p>
            <Link to="/dashboard" className={textLinkStyle}>
              {teamCopy.back}
            </Link>
          </p>
          {notice && !reply ? <AccountNotice key={notice} text={notice} /> : null}
          {reply?.intent === "failed" ? (
            <p role="alert" className="rounded-lg border-l-4 border-danger bg-surface-alt p-4 font-semibold">
              {reply.message}
            </p>
          ) : null}
          {isOwner ? <InviteForm reply={reply?.intent === "invite" ? reply : undefined} /> : null}
          {isOwner ? <InvitationList view={view} /> : null}
          <MemberList view={view} me={me} canManage={isOwner} />
        </div>
      </Container>
    </>
  );
}
