import type { Db } from "../db/client";
import { recordAudit, type AuditActor } from "../inbox/audit";
import { BillingInputError, grantInvoiceSubscription, revokeInvoiceSubscription } from "./subscriptions";

/** What a grant or revoke did, in the sentence both `npm run admin` and the inbox show. */
export type GrantOutcome = { ok: boolean; message: string };

/**
 * Grants an invoice subscription; a refusal (unknown address, bad date, Stripe payer) is an
 * outcome. The audit entry is written in the grant's own transaction: a grant is never unlogged,
 * and a failed one is never logged.
 */
export async function grantSubscription(
  db: Db,
  actor: AuditActor,
  input: { email: string; tier: string; until: string },
): Promise<GrantOutcome> {
  try {
    const granted = await db.transaction(async (tx) => {
      const done = await grantInvoiceSubscription(tx, input);
      await recordAudit(tx, actor, {
        action: "subscription.grant",
        target: done.email,
        detail: { tier: done.tier, until: dayOf(done.until) },
      });
      return done;
    });
    return {
      ok: true,
      message: `Granted ${granted.tier} to ${granted.email} until ${dayOf(granted.until)} (invoice).`,
    };
  } catch (error) {
    if (error instanceof BillingInputError) return { ok: false, message: error.message };
    throw error;
  }
}

/** Ends an invoice subscription now; logged only when there was one to end. */
export async function revokeSubscription(db: Db, actor: AuditActor, email: string): Promise<GrantOutcome> {
  let outcome;
  try {
    outcome = await db.transaction(async (tx) => {
      const done = await revokeInvoiceSubscription(tx, email);
      if (done.kind === "revoked") {
        await recordAudit(tx, actor, {
          action: "subscription.revoke",
          target: done.email,
          detail: { tier: done.tier },
        });
      }
      return done;
    });
  } catch (error) {
    if (error instanceof BillingInputError) return { ok: false, message: error.message };
    throw error;
  }
  if (outcome.kind === "revoked") {
    return { ok: true, message: `Revoked ${outcome.tier} from ${outcome.email} (invoice).` };
  }
  if (outcome.kind === "none") {
    return { ok: true, message: `${outcome.email} has no subscription: nothing to revoke.` };
  }
  return {
    ok: false,
    message: `${outcome.email} pays through Stripe: cancel the subscription in the Stripe dashboard (the site follows through its webhook).`,
  };
}

const dayOf = (until: Date) => until.toISOString().slice(0, 10);
