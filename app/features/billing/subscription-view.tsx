import { CreditCard, LoaderCircle } from "lucide-react";
import { pricing } from "~/content/pages/pricing";
import { subscriptionPage } from "~/content/account";
import { memberBilling } from "~/content/team";
import { LinkButton } from "~/ui/layout";
import { formatBillingDate } from "./format";
import { ManageBilling } from "./manage-billing";
import type { SubscriptionStatus } from "./service";

const cardStyle = "rounded-card border border-line/70 bg-surface p-6 shadow-card sm:p-10";

/** The spec's loading state, said to screen readers too. */
export function SubscriptionLoading() {
  return (
    <div role="status" className={`${cardStyle} flex items-center justify-center gap-3 text-ink-muted`}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin motion-reduce:animate-none" />
      <p className="font-semibold">{subscriptionPage.loading}</p>
    </div>
  );
}

export function ActiveSubscription({
  status,
  stripeEnabled,
}: {
  status: SubscriptionStatus;
  stripeEnabled: boolean;
}) {
  const copy = subscriptionPage.active;
  return (
    <section aria-labelledby="subscription-active" className={cardStyle}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="subscription-active" className="text-2xl font-bold tracking-tight">
          {copy.heading}
        </h2>
        <span className="rounded-full bg-accent-soft px-3 py-1 text-sm font-semibold text-accent">
          <span className="sr-only">{copy.tier}: </span>
          {status.subscription_tier}
        </span>
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg bg-surface-alt p-4">
          <dt className="text-sm font-semibold text-ink-muted">{copy.price}</dt>
          <dd className="mt-1 text-xl font-bold">
            {pricing.priceLabel} {copy.perMonth}
          </dd>
        </div>
        <div className="rounded-lg bg-surface-alt p-4">
          <dt className="text-sm font-semibold text-ink-muted">
            {status.billed_by === "invoice" ? copy.activeUntil : copy.nextBilling}
          </dt>
          <dd className="mt-1 text-xl font-bold">
            {status.subscription_end ? formatBillingDate(status.subscription_end) : copy.noEnd}
          </dd>
        </div>
      </dl>
      <div className="mt-8">
        {status.managed_by ? (
          // A colleague: the owner manages billing, so no button to the portal.
          <div className="flex flex-col items-start gap-4">
            <p className="max-w-prose text-ink-muted">{memberBilling.managedBy(status.managed_by)}</p>
            <LinkButton to={copy.dashboard.to}>{copy.dashboard.label}</LinkButton>
          </div>
        ) : (
          <ManageBilling stripeEnabled={stripeEnabled}>
            <LinkButton to={copy.dashboard.to} variant="secondary">
              {copy.dashboard.label}
            </LinkButton>
          </ManageBilling>
        )}
      </div>
    </section>
  );
}

export function NoSubscription({ managedBy }: { managedBy?: string }) {
  const { none } = subscriptionPage;
  return (
    <section aria-labelledby="subscription-none" className={`${cardStyle} text-center`}>
      <span className="mx-auto inline-flex size-12 items-center justify-center rounded-xl bg-surface-alt text-ink-muted">
        <CreditCard aria-hidden="true" className="size-6" />
      </span>
      <h2 id="subscription-none" className="mt-5 text-2xl font-bold tracking-tight">
        {none.heading}
      </h2>
      {managedBy ? (
        // A colleague: the owner subscribes again, not them.
        <p className="mx-auto mt-3 max-w-lg text-ink-muted">{memberBilling.managedBy(managedBy)}</p>
      ) : (
        <>
          <p className="mx-auto mt-3 max-w-lg text-ink-muted">{none.body}</p>
          <LinkButton to={none.cta.to} className="mt-8">
            {none.cta.label}
          </LinkButton>
        </>
      )}
    </section>
  );
}

export function NextSteps({ className = "mt-16" }: { className?: string }) {
  const { next } = subscriptionPage;
  return (
    <section aria-labelledby="subscription-next" className={className}>
      <h2 id="subscription-next" className="text-2xl font-bold tracking-tight">
        {next.heading}
      </h2>
      <ol className="mt-6 grid gap-4 sm:grid-cols-3">
        {next.steps.map((step, index) => (
          <li key={step.title} className="rounded-card border border-line/70 bg-surface-alt p-5">
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full bg-brand font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 font-bold">{step.title}</h3>
            <p className="mt-1 text-sm text-ink-muted">{step.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
