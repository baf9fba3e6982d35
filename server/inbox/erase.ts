import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { auditLog, formSubmissions, newsletterSubscribers } from "../db/schema";
import { subscriberAddress } from "../leads/admit";
import { recordAudit, type AuditActor } from "./audit";

/** What the audit log shows where an erased address was. */
export const erasedMark = "(an erased address)";

/**
 * A request to delete one's information (the privacy policy sends it to privacy@): every lead
 * sent from the address, whatever its form or verdict, with its e-mails and deliveries (they
 * cascade), and its newsletter subscription. The audit log says an address was erased and how
 * much went, never which address: keeping it would undo the erasure (its earlier "unsubscribed"
 * entries lose it too). Accounts are left alone;
 * copies handed on before (CRM, webhook, mailboxes) and backups are outside the database.
 */
export async function eraseAddress(db: Db, actor: AuditActor, email: string) {
  const address = subscriberAddress(email);
  return db.transaction(async (tx) => {
    const leads = await tx
      .delete(formSubmissions)
      .where(sql`lower(${formSubmissions.data}->>'email') = ${address}`)
      .returning({ id: formSubmissions.id });
    const subscriptions = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, address))
      .returning({ email: newsletterSubscribers.email });
    // The inbox's own record of unsubscribing it named the address.
    await tx
      .update(auditLog)
      .set({ target: erasedMark })
      .where(and(eq(auditLog.action, "subscriber.unsubscribe"), eq(auditLog.target, address)));
    if (leads.length === 0 && subscriptions.length === 0) {
      return { ok: true, message: `Nothing holds ${address}: no lead, no newsletter subscription.` };
    }
    await recordAudit(tx, actor, {
      action: "address.erased",
      target: "",
      detail: { leads: leads.length, subscription: subscriptions.length > 0 },
    });
    const what = `${leads.length} lead${leads.length === 1 ? "" : "s"}${subscriptions.length ? " and the newsletter subscription" : ""}`;
    return { ok: true, message: `Erased ${what} of ${address}.` };
  });
}
