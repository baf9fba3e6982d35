/** What routes see of billing; the server implements it (server/billing/). */

/** The spec's check-subscription answer, field for field. */
export type SubscriptionStatus = {
  subscribed: boolean;
  subscription_tier: string | null;
  /** ISO date-time of the end of the paid period, when known. */
  subscription_end: string | null;
  /**
   * Who bills it, beyond the spec's three fields: a Stripe period renews at its end (the next
   * billing date); an invoice grant ends then ("Active until").
   */
  billed_by: "stripe" | "invoice" | null;
  /**
   * For a colleague on a city's account: the owner's address. The subscription shown is the
   * owner's, and only the owner manages billing.
   */
  managed_by?: string;
};

/** Too many checkout and portal sessions from this account or address: try again after this long. */
export type RateLimited = { kind: "limited"; retryAfterSeconds: number };

/** A colleague on a city's account: billing is its owner's. */
export type OwnerOnly = { kind: "owner-only"; owner: string };

export type CheckoutAnswer = { kind: "url"; url: string } | RateLimited | OwnerOnly;

export type PortalAnswer =
  /** Stripe's billing portal. */
  | { kind: "url"; url: string }
  /** Invoice/ACH customers: how to reach the team that bills them. */
  | { kind: "contact"; email: string }
  | RateLimited
  | OwnerOnly;

/** Who asks, for the rate limits: the client address (honoring TRUST_PROXY). */
export type BillingRequester = { clientAddress?: string };

export interface BillingService {
  /** Whether Stripe is configured: Subscribe starts Checkout, else it becomes "Talk to sales". */
  readonly stripeEnabled: boolean;
  /** From our own rows: never calls Stripe. A colleague on a city's account gets its owner's. */
  status(userId: string): Promise<SubscriptionStatus>;
  /**
   * A Stripe Checkout session for this user; the URL to send the browser to. Counted, with
   * `portal`, against the account's and the address's rate limits before Stripe is asked.
   */
  checkout(user: { id: string; email: string }, requester: BillingRequester): Promise<CheckoutAnswer>;
  portal(user: { id: string; email: string }, requester: BillingRequester): Promise<PortalAnswer>;
}
