import { BadgeCheck, CircleAlert } from "lucide-react";
import { accountInboxLink } from "~/content/admin";
import { accountPage, accountSeo, subscriptionMessages } from "~/content/account";
import { memberBilling } from "~/content/team";
import { accountAction, accountLoader } from "~/features/account/account-route";
import { AccountNotice } from "~/features/account/notice";
import { ChangePasswordForm } from "~/features/account/password-form";
import { SignOutForms } from "~/features/account/sign-out";
import { TwoFactorSection } from "~/features/account/two-factor";
import { formatBillingDate } from "~/features/billing/format";
import { ManageBilling } from "~/features/billing/manage-billing";
import { NextSteps } from "~/features/billing/subscription-view";
import type { SubscriptionStatus } from "~/features/billing/service";
import { pageMeta } from "~/features/seo/meta";
import { Container, DetailRow, LinkButton, PageHeader, Panel, textLinkStyle } from "~/ui/layout";
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

/** What a subscriber came for: the package, its state, until when, and billing. */
function SubscriptionSummary({
  status,
  stripeEnabled,
}: {
  status: SubscriptionStatus | null;
  stripeEnabled: boolean;
}) {
  const copy = accountPage.subscription;
  if (!status) return <p className="font-semibold text-danger">{subscriptionMessages.loadFailed}</p>;
  if (status.managed_by) {
    // A colleague on a city's account: the owner's subscription, and no way to billing.
    return (
      <div className="flex flex-col gap-5">
        {status.subscribed ? (
          <dl className="divide-y divide-line">
            <DetailRow label={copy.package}>{status.subscription_tier}</DetailRow>
            <DetailRow label={copy.state}>{copy.active}</DetailRow>
          </dl>
        ) : (
          <p className="font-semibold">{copy.none}</p>
        )}
        <p className="max-w-prose text-ink-muted">{memberBilling.managedBy(status.managed_by)}</p>
      </div>
    );
  }
  if (!status.subscribed) {
    // The subscription page would only say the same: the way on is the plan.
    return (
      <div className="flex flex-col items-start gap-4">
        <div>
          <p className="font-semibold">{copy.none}</p>
          <p className="mt-1 text-ink-muted">{copy.noneBody}</p>
        </div>
        <LinkButton to={copy.pricing.to}>{copy.pricing.label}</LinkButton>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <dl className="divide-y divide-line">
        <DetailRow label={copy.package}>{status.subscription_tier}</DetailRow>
        <DetailRow label={copy.state}>{copy.active}</DetailRow>
        {status.subscription_end ? (
          <DetailRow label={status.billed_by === "invoice" ? copy.until : copy.nextBilling}>
            {formatBillingDate(status.subscription_end)}
          </DetailRow>
        ) : null}
      </dl>
      <ManageBilling stripeEnabled={stripeEnabled} action={copy.details.to}>
        <LinkButton to={copy.details.to} variant="secondary">
          {copy.details.label}
        </LinkButton>
      </ManageBilling>
    </div>
  );
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { user, subscription, stripeEnabled, notice } = loaderData;
  const { profile, password, twoFactor, signOut } = accountPage;
  return (
    <>
      <PageHeader title={accountPage.title} lead={`${accountPage.signedInAs} ${user.email}`} />
      <Container className="py-12 sm:py-16">
        <div className="mx-auto flex max-w-3xl flex-col gap-8">
          {notice ? <AccountNotice key={notice.id} text={notice.text} /> : null}

          <Panel id="account-subscription" title={accountPage.subscription.heading}>
            <SubscriptionSummary status={subscription} stripeEnabled={stripeEnabled} />
          </Panel>
          <NextSteps className="" />

          {/* Then the account's own settings: profile, password, two-factor, sign-out. */}
          <Panel id="account-profile" title={profile.heading}>
            <dl className="divide-y divide-line">
              <DetailRow label={profile.email}>{user.email}</DetailRow>
              <DetailRow label={profile.status}>
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
              </DetailRow>
              <DetailRow label={profile.memberSince}>{formatBillingDate(user.createdAt)}</DetailRow>
            </dl>
            <p className="mt-5 text-ink-muted">
              {profile.changeOrClose.before}{" "}
              <a href={`mailto:${profile.changeOrClose.email}`} className={textLinkStyle}>
                {profile.changeOrClose.email}
              </a>{" "}
              {profile.changeOrClose.after}
            </p>
          </Panel>

          <Panel id="account-password" title={password.heading}>
            <ChangePasswordForm key={notice?.id} labelledBy="account-password" />
          </Panel>

          <Panel id="account-two-factor" title={twoFactor.heading}>
            <TwoFactorSection enabled={user.twoFactorEnabled} headingId="account-two-factor" />
          </Panel>

          {user.isAdmin ? (
            <Panel id="account-inbox" title={accountInboxLink.heading}>
              <p className="mb-5 text-ink-muted">{accountInboxLink.text}</p>
              <LinkButton to={accountInboxLink.link.to}>{accountInboxLink.link.label}</LinkButton>
            </Panel>
          ) : null}

          <Panel id="account-sign-out" title={signOut.heading}>
            <p className="mb-5 text-ink-muted">{signOut.intro}</p>
            <SignOutForms />
          </Panel>
        </div>
      </Container>
    </>
  );
}
