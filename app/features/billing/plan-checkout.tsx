import { ArrowRight, BadgeCheck } from "lucide-react";
import { Link } from "react-router";
import { pricingPage } from "~/content/pages/pricing";
import { useSignedInHint } from "~/features/auth/signed-in-hint";
import { FormMessage } from "~/ui/form/form-message";
import { buttonStyles, LinkButton } from "~/ui/layout";
import type { CheckoutOffer } from "./offer";
import { useSubscribed } from "./use-subscribed";

type Props = {
  offer: CheckoutOffer;
  /** Stripe could not start the checkout just now. */
  failed: boolean;
};

/**
 * The package's call to action. Subscribe is a plain form post, so it works without JavaScript;
 * /billing/checkout sends a signed-out visitor through /auth and back here first.
 */
export function PlanCheckout({ offer, failed }: Props) {
  const { subscribe, sales, checkoutFailed } = pricingPage.plan;
  // The page is the same bytes for everyone: a subscriber is known once the page runs.
  const subscribed = useSubscribed(useSignedInHint());
  if (subscribed) return <Subscribed />;
  return (
    <div className="mt-8">
      {failed && (
        <div className="mb-4">
          <FormMessage tone="error" title={checkoutFailed.title} description={checkoutFailed.text} />
        </div>
      )}
      {offer === "subscribe" ? (
        <form method="post" action={subscribe.action}>
          <button type="submit" className={`${buttonStyles.primary} w-full`}>
            {subscribe.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </button>
          <p className="mt-3 text-sm text-ink-muted">
            {subscribe.note} {subscribe.invoice.before}{" "}
            <Link
              to={subscribe.invoice.to}
              className="font-semibold text-brand underline underline-offset-4 hover:text-brand-strong"
            >
              {subscribe.invoice.label}
            </Link>
          </p>
        </form>
      ) : (
        <Link to={sales.to} className={`${buttonStyles.primary} w-full`}>
          {sales.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </div>
  );
}

/** In place of the offer, for a signed-in subscriber: the package is theirs; the dashboard is next. */
function Subscribed() {
  const { title, text, dashboard } = pricingPage.plan.subscribed;
  return (
    <div className="mt-8 rounded-lg border-l-4 border-accent bg-accent-soft p-4 text-ink">
      <p className="flex items-center gap-2 font-semibold">
        <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-accent" />
        {title}
      </p>
      <p className="mt-1">{text}</p>
      <LinkButton to={dashboard.to} className="mt-4 w-full">
        {dashboard.label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </LinkButton>
    </div>
  );
}
