import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { pricingPage } from "~/content/pricing";
import { FormMessage } from "~/ui/form/form-message";
import { buttonStyles } from "~/ui/layout";
import { checkoutOfferAttribute, type CheckoutOffer, type PRERENDER_CHECKOUT_OFFER } from "./offer";

type Props = {
  /** The placeholder renders both offers: the server keeps one (./offer.ts). */
  offer: CheckoutOffer | typeof PRERENDER_CHECKOUT_OFFER;
  /** Stripe could not start the checkout just now. */
  failed: boolean;
};

/**
 * The package's call to action. Subscribe is a plain form post, so it works without JavaScript;
 * /billing/checkout sends a signed-out visitor through /auth and back here first.
 */
export function PlanCheckout({ offer, failed }: Props) {
  const { subscribe, sales, checkoutFailed } = pricingPage.plan;
  const offerProps = (value: CheckoutOffer) => ({ [checkoutOfferAttribute]: value });
  return (
    <div className="mt-8">
      {failed && (
        <div className="mb-4">
          <FormMessage tone="error" title={checkoutFailed.title} description={checkoutFailed.text} />
        </div>
      )}
      {offer !== "sales" && (
        <form method="post" action={subscribe.action} {...offerProps("subscribe")}>
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
      )}
      {offer !== "subscribe" && (
        <Link to={sales.to} className={`${buttonStyles.primary} w-full`} {...offerProps("sales")}>
          {sales.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </div>
  );
}
