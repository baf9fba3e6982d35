import type { AppLoadContext } from "react-router";

/** What /pricing offers: Stripe Checkout, or a talk with sales when Stripe is not configured. */
export type CheckoutOffer = "subscribe" | "sales";

/**
 * /pricing is prerendered before anyone knows whether Stripe will be configured, so the build
 * renders both offers, each root element marked with this attribute, and puts this placeholder in
 * the loader data. At start-up the server keeps the offer it makes and drops the other
 * (server/http/pages/prerendered.ts): the page's bytes are fixed for a given build and configuration, and
 * hydration finds what the loader data says. Each marked element must be a `<form>` or an `<a>`,
 * which cannot nest inside one of their own kind, so the server finds where each one ends.
 */
export const checkoutOfferAttribute = "data-checkout-offer";
export const PRERENDER_CHECKOUT_OFFER = "prerender-checkout-offer";

/** The offer for this request; the placeholder while prerendering. */
export function checkoutOffer(
  context: AppLoadContext | undefined,
): CheckoutOffer | typeof PRERENDER_CHECKOUT_OFFER {
  const billing = context?.services?.billing;
  if (billing) return billing.stripeEnabled ? "subscribe" : "sales";
  // The Vite dev server has no services, hence no Stripe.
  return import.meta.env?.DEV ? "sales" : PRERENDER_CHECKOUT_OFFER;
}

/** The query /billing/checkout adds when Stripe could not start a checkout. */
export const checkoutFailedParam = { name: "checkout", value: "failed" } as const;
