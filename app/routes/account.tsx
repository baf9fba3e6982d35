import { BadgeCheck, CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { accountPage, accountSeo, subscriptionMessages } from "~/content/account";
import { accountAction, accountLoader } from "~/features/account/account-route";
import { AccountNotice } from "~/features/account/notice";
import { ChangePasswordForm } from "~/features/account/password-form";
import { SignOutForms } from "~/features/account/sign-out";
import { TwoFactorSection } from "~/features/account/two-factor";
import { formatBillingDate } from "~/features/billing/format";
import type { SubscriptionStatus } from "~/features/billing/service";
import { pageMeta } from "~/features/seo/meta";
import { Container, PageHeader } from "~/ui/layout";
import type { Route } from "./+types/account";

export const loader = (args: Route.LoaderArgs) => accountLoader(args);
export const action = (args: Route.ActionArgs) => accountAction(args);

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(loaderHeaders);
  for (const cookie of actionHeaders.getSetCookie()) merged.append("set-cookie", cookie);
  merged.set("Cache-Control", "no-store");
  return merged;
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const tags = pageMeta(matches, accountSeo);
  if (!loaderData?.refused) return tags;
  return tags.map((tag) => ("title" in tag ? { title: `Error: ${String(tag.title)}` } : tag));
};

const linkStyle = "font-semibold text-brand underline underline-offset-4 hover:text-brand-strong";

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-line/70 bg-surface p-5 shadow-card sm:p-8"
    >
      <h2 id={id} className="mb-5 text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-6">
      <dt className="font-semibold sm:w-48 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function SubscriptionSummary({ status }: { status: SubscriptionStatus | null }) {
  const copy = accountPage.subscription;
  if (!status) return <p className="font-semibold text-danger">{subscriptionMessages.loadFailed}</p>;
  return (
    <div className="flex flex-col gap-4">
      {status.subscribed ? (
        <dl className="divide-y divide-line">
          <Row label={copy.package}>{status.subscription_tier}</Row>
          <Row label={copy.until}>
            {status.subscription_end ? formatBillingDate(status.subscription_end) : copy.noEnd}
          </Row>
        </dl>
      ) : (
        <p>
          {copy.none}.{" "}
          <Link to={copy.pricing.to} className={linkStyle}>
            {copy.pricing.label}
          </Link>
        </p>
      )}
      <p>
        <Link to={copy.details.to} className={linkStyle}>
          {copy.details.label}
        </Link>
      </p>
    </div>
  );
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { user, subscription, notice } = loaderData;
  const { profile, password, twoFactor, signOut } = accountPage;
  return (
    <>
      <PageHeader title={accountPage.title} lead={`${accountPage.signedInAs} ${user.email}`} />
      <Container className="py-12 sm:py-16">
        <div className="mx-auto flex max-w-3xl flex-col gap-8">
          {notice ? <AccountNotice key={notice.id} text={notice.text} /> : null}

          <Panel id="account-profile" title={profile.heading}>
            <dl className="divide-y divide-line">
              <Row label={profile.email}>{user.email}</Row>
              <Row label={profile.status}>
                {user.emailVerified ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-0.5 text-sm font-semibold text-accent">
                    <BadgeCheck aria-hidden="true" className="size-4" />
                    {profile.verified}
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1 rounded-full bg-surface-alt px-2.5 py-0.5 text-sm font-semibold text-ink">
                    <CircleAlert aria-hidden="true" className="size-4" />
                    {profile.notVerified}
                  </span>
                )}
              </Row>
              <Row label={profile.memberSince}>{formatBillingDate(user.createdAt)}</Row>
            </dl>
          </Panel>

          <Panel id="account-subscription" title={accountPage.subscription.heading}>
            <SubscriptionSummary status={subscription} />
          </Panel>

          <Panel id="account-password" title={password.heading}>
            <ChangePasswordForm key={notice?.id} labelledBy="account-password" />
          </Panel>

          <Panel id="account-two-factor" title={twoFactor.heading}>
            <TwoFactorSection enabled={user.twoFactorEnabled} headingId="account-two-factor" />
          </Panel>

          <Panel id="account-sign-out" title={signOut.heading}>
            <p className="mb-5 text-ink-muted">{signOut.intro}</p>
            <SignOutForms />
          </Panel>
        </div>
      </Container>
    </>
  );
}
