import type { AppLoadContext } from "react-router";

/** What /pricing offers: Stripe Checkout, or a talk with sales when Stripe is not configured. */
export type CheckoutOffer = "subscribe" | "sales";

/** The offer this server makes: Stripe Checkout when Stripe is configured. */
export function checkoutOffer(context: AppLoadContext | undefined): CheckoutOffer {
  return context?.services?.billing.stripeEnabled ? "subscribe" : "sales";
}

/** The query /billing/checkout adds when Stripe could not start a checkout. */
export const checkoutFailedParam = { name: "checkout", value: "failed" } as const;
