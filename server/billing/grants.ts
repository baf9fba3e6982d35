import type { Db } from "../db/client";
import { BillingInputError, grantInvoiceSubscription, revokeInvoiceSubscription } from "./subscriptions";

/** What a grant or revoke did, in the sentence both `npm run admin` and the inbox show. */
export type GrantOutcome = { ok: boolean; message: string; email?: string };

/** Grants an invoice subscription; a refusal (unknown address, bad date, Stripe payer) is an outcome. */
export async function grantSubscription(
  db: Db,
  input: { email: string; tier: string; until: string },
): Promise<GrantOutcome> {
  try {
    const granted = await grantInvoiceSubscription(db, input);
    const day = granted.until.toISOString().slice(0, 10);
    return {
      ok: true,
      email: granted.email,
      message: `Granted ${granted.tier} to ${granted.email} until ${day} (invoice).`,
    };
  } catch (error) {
    if (error instanceof BillingInputError) return { ok: false, message: error.message };
    throw error;
  }
}

export async function revokeSubscription(db: Db, email: string): Promise<GrantOutcome> {
  let outcome;
  try {
    outcome = await revokeInvoiceSubscription(db, email);
  } catch (error) {
    if (error instanceof BillingInputError) return { ok: false, message: error.message };
    throw error;
  }
  if (outcome.kind === "revoked") {
    return {
      ok: true,
      email: outcome.email,
      message: `Revoked ${outcome.tier} from ${outcome.email} (invoice).`,
    };
  }
  if (outcome.kind === "none") {
    return {
      ok: true,
      email: outcome.email,
      message: `${outcome.email} has no subscription: nothing to revoke.`,
    };
  }
  return {
    ok: false,
    message: `${outcome.email} pays through Stripe: cancel the subscription in the Stripe dashboard (the site follows through its webhook).`,
  };
}
