import { dashboardCopy } from "~/content/dashboard";
import { dashboardSeo } from "~/content/dashboard";
import { AccountNotice } from "~/features/account/notice";
import { BrandForm } from "~/features/dashboard/brand-form";
import { BusinessTable } from "~/features/dashboard/business-table";
import { dashboardAction, dashboardLoader, type DashboardReply } from "~/features/dashboard/dashboard-route";
import { GoLive, goLiveNext } from "~/features/dashboard/go-live";
import { ImportForm } from "~/features/dashboard/import-form";
import { StepCard } from "~/features/dashboard/step-card";
import { refusedPageMeta } from "~/features/seo/meta";
import { teamCopy } from "~/content/team";
import { Container, LinkButton, PageHeader } from "~/ui/layout";
import type { Route } from "./+types/dashboard";

export const loader = (args: Route.LoaderArgs) => dashboardLoader(args);
export const action = (args: Route.ActionArgs) => dashboardAction(args);

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(loaderHeaders);
  for (const cookie of actionHeaders.getSetCookie()) merged.append("set-cookie", cookie);
  merged.set("Cache-Control", "no-store");
  return merged;
};

export const meta = refusedPageMeta(dashboardSeo);

function NotSubscribed({ failed }: { failed: boolean }) {
  const copy = dashboardCopy.notSubscribed;
  return (
    <>
      <PageHeader title={copy.title} />
      <Container className="py-12 sm:py-16">
        <section
          aria-labelledby="dashboard-none"
          className="mx-auto max-w-2xl rounded-card border border-line/70 bg-surface p-6 text-center shadow-card sm:p-10"
        >
          <h2 id="dashboard-none" className="text-2xl font-bold tracking-tight">
            {failed ? dashboardCopy.loadFailed : copy.heading}
          </h2>
          {failed ? null : <p className="mt-3 text-ink-muted">{copy.body}</p>}
          <LinkButton to={copy.cta.to} className="mt-8">
            {copy.cta.label}
          </LinkButton>
        </section>
      </Container>
    </>
  );
}

export default function DashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.subscribed) return <NotSubscribed failed={loaderData.failed} />;
  const { launch, businesses, q, shown, notice, ignored, role } = loaderData;
  const reply = actionData as DashboardReply | undefined;
  const { steps } = launch;
  const locked = launch.review.state === "requested" || launch.review.state === "live";
  const brandNext = dashboardCopy.brand.next[steps.brand === "waiting" ? "done" : steps.brand];
  return (
    <>
      <PageHeader title={dashboardCopy.title} lead={dashboardCopy.lead} />
      <Container className="py-12 sm:py-16">
        <div className="mx-auto flex max-w-5xl flex-col gap-8">
          {notice ? (
            <AccountNotice
              key={`${notice}${ignored.join()}`}
              text={ignored.length ? `${notice} ${dashboardCopy.import.ignored(ignored)}` : notice}
            />
          ) : null}
          <div className="flex flex-col gap-3 rounded-card border border-line/70 bg-surface-alt p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
            <p className="text-ink-muted">{role === "owner" ? teamCopy.linkHint : teamCopy.memberHint}</p>
            <LinkButton to="/dashboard/team" variant="secondary" className="shrink-0">
              {teamCopy.link}
            </LinkButton>
          </div>
          {reply &&
          (reply.intent === "locked" || reply.intent === "failed" || reply.intent === "request-live") ? (
            <p role="alert" className="rounded-lg border-l-4 border-danger bg-surface-alt p-4 font-semibold">
              {reply.message}
            </p>
          ) : null}
          <StepCard
            id="step-brand"
            number={1}
            title={dashboardCopy.brand.heading}
            state={steps.brand}
            next={brandNext}
          >
            <BrandForm
              brand={launch.brand}
              reply={reply?.intent === "brand" ? reply : undefined}
              disabled={locked}
            />
          </StepCard>
          <StepCard
            id="step-import"
            number={2}
            title={dashboardCopy.import.heading}
            state={steps.import}
            next={dashboardCopy.import.next[steps.import === "done" ? "done" : "todo"]}
          >
            <ImportForm
              reply={reply?.intent === "import" ? reply : undefined}
              imported={launch.businessCount}
              disabled={locked}
            />
            {launch.businessCount > 0 ? <BusinessTable page={businesses} q={q} shown={shown} /> : null}
          </StepCard>
          <StepCard
            id="step-live"
            number={3}
            title={dashboardCopy.live.heading}
            state={steps.live}
            next={goLiveNext(launch)}
          >
            <GoLive launch={launch} />
          </StepCard>
        </div>
      </Container>
    </>
  );
}
