import { and, count, desc, eq, ilike, sql } from "drizzle-orm";
import type { LeadType } from "../../app/content/leads";
import { comparableNote, noteMaxLength } from "../../app/features/admin/schemas";
import { adminMessages, subscribersPage } from "../../app/content/admin";
import type { ActionOutcome, InboxService, UserRow } from "../../app/features/admin/service";
import { grantSubscription, revokeSubscription } from "../billing/grants";
import { isEntitled } from "../billing/subscriptions";
import type { Db } from "../db/client";
import { emailJobs, formSubmissions, newsletterSubscribers, subscriptions, user } from "../db/schema";
import { subscriberAddress } from "../leads/admit";
import { describeLead } from "../leads/emails/fields";
import type { DeliveryJob } from "../delivery/destinations";
import type { Outbox } from "../mail/outbox";
import { auditFor, auditPage, recordAudit } from "./audit";
import { cursorTime, decodeCursor, encodeCursor, isUuid, keysetPage, olderThan } from "./cursor";
import { attributionOfRow } from "./attribution";
import { leadsCsv } from "./csv";
import { sourcesReport } from "./sources";
import { heldCount, heldThisWeek, releaseHeldLead } from "./held";
import { countsByType, escapeLike, jobState, leadWithJobs, listLeads, weekly } from "./leads";

const iso = (value: Date | null) => value?.toISOString() ?? null;
const pageSize = 50;

export function createInboxService({
  db,
  outbox,
  leadsTo,
  deliveries = [],
  spamRetentionDays = 30,
}: {
  db: Db;
  outbox: Pick<Outbox, "sendNow" | "nudge">;
  /** Team inbox(es): a released lead's notification goes there, as a delivered lead's does. */
  leadsTo: readonly string[];
  /** The configured destinations: a released lead is handed on, as an admitted one is. */
  deliveries?: readonly DeliveryJob[];
  spamRetentionDays?: number;
}): InboxService {
  /** The lead exists? Actions on an unknown (or malformed) id answer with a sentence, not a 500. */
  async function leadExists(leadId: string): Promise<boolean> {
    if (!isUuid(leadId)) return false;
    const [row] = await db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, leadId));
    return Boolean(row);
  }

  const unknownLead: ActionOutcome = { ok: false, message: adminMessages.leadGone, gone: true };
  const notThisLeads: ActionOutcome = { ok: false, message: "This e-mail is not part of this lead." };

  return {
    listLeads: (filter, cursor, limit = pageSize) => listLeads(db, filter, cursor, limit),
    countsByType: (filter) => countsByType(db, filter),
    weekly: (filter) => weekly(db, filter),
    sources: (range) => sourcesReport(db, range),

    async lead(id) {
      if (!isUuid(id)) return null;
      const found = await leadWithJobs(db, id);
      if (!found) return null;
      const { row, jobs } = found;
      return {
        id: row.id,
        type: row.type as LeadType,
        createdAt: row.createdAt.toISOString(),
        fields: describeLead(row.type as LeadType, row.data),
        handled: row.handled,
        handledAt: iso(row.handledAt),
        note: row.note,
        clientAddress: row.clientAddress,
        verdict: row.verdict,
        heldReasons: row.heldReasons ?? [],
        attribution: attributionOfRow(row),
        jobs: jobs
          .filter((job) => job.channel === "email")
          .map((job) => ({
            id: job.id,
            kind: job.kind,
            recipient: job.recipient,
            attempts: job.attempts,
            lastError: job.lastError,
            sentAt: iso(job.sentAt),
            nextAttemptAt: job.nextAttemptAt.toISOString(),
            createdAt: job.createdAt.toISOString(),
            state: jobState(job),
            refused: Boolean(job.failedAt) && !job.sentAt,
          })),
        deliveries: jobs
          .filter((job) => job.channel === "delivery")
          .map((job) => ({
            id: job.id,
            destination: job.kind,
            target: job.recipient,
            attempts: job.attempts,
            lastStatus: job.lastStatus,
            lastError: job.lastError,
            sentAt: iso(job.sentAt),
            nextAttemptAt: job.nextAttemptAt.toISOString(),
            state: jobState(job),
            refused: Boolean(job.failedAt) && !job.sentAt,
          })),
        audit: await auditFor(db, row.id),
      };
    },

    async retryJob(actor, leadId, jobId) {
      if (!(await leadExists(leadId))) return unknownLead;
      if (!isUuid(jobId)) return notThisLeads;
      const [job] = await db
        .select()
        .from(emailJobs)
        .where(and(eq(emailJobs.id, jobId), eq(emailJobs.submissionId, leadId)));
      if (!job) return notThisLeads;
      if (job.sentAt) return { ok: true, message: `Already sent to ${job.recipient}.` };
      const result = await outbox.sendNow(jobId);
      await recordAudit(db, actor, {
        action: "email.retry",
        target: leadId,
        detail: { job: jobId, channel: job.channel, kind: job.kind, outcome: result.outcome },
      });
      switch (result.outcome) {
        case "sent":
          return { ok: true, message: `Sent to ${job.recipient}.` };
        case "failed":
          return {
            ok: false,
            message: result.final
              ? `Refused: ${result.error}. It is not retried automatically: fix the cause, then retry.`
              : `Not sent: ${result.error}. It will be retried automatically.`,
          };
        case "busy":
          return {
            ok: false,
            message:
              job.channel === "delivery"
                ? "This delivery is being sent right now: reload in a moment."
                : "The mail worker is sending this e-mail right now: reload in a moment.",
          };
        default:
          return { ok: true, message: `Already sent to ${job.recipient}.` };
      }
    },

    async setHandled(actor, leadId, handled) {
      if (!(await leadExists(leadId))) return unknownLead;
      await db.transaction(async (tx) => {
        await tx
          .update(formSubmissions)
          .set({ handled, handledAt: handled ? sql`now()` : null })
          .where(eq(formSubmissions.id, leadId));
        await recordAudit(tx, actor, { action: handled ? "lead.handled" : "lead.reopened", target: leadId });
      });
      return { ok: true, message: handled ? "Marked as handled." : "Marked as new again." };
    },

    async saveNote(actor, leadId, note, before) {
      // PostgreSQL's text cannot hold a NUL character; nobody types one.
      const text = note.replaceAll("\0", "").trim();
      if (text.length > noteMaxLength) {
        return { ok: false, message: `The note is too long: at most ${noteMaxLength} characters.` };
      }
      if (!isUuid(leadId)) return unknownLead;
      return db.transaction(async (tx): Promise<ActionOutcome> => {
        const [lead] = await tx
          .select({ note: formSubmissions.note })
          .from(formSubmissions)
          .where(eq(formSubmissions.id, leadId))
          .for("update");
        if (!lead) return unknownLead;
        // Two admins on one lead: the second save would wipe the first one's words unseen.
        if (before !== undefined && comparableNote(before) !== comparableNote(lead.note)) {
          return { ok: false, message: adminMessages.noteChanged };
        }
        await tx
          .update(formSubmissions)
          .set({ note: text || null })
          .where(eq(formSubmissions.id, leadId));
        // The note is private: the log says that it changed, not what it says.
        await recordAudit(tx, actor, {
          action: text ? "lead.note" : "lead.note_cleared",
          target: leadId,
          detail: { length: text.length },
        });
        return { ok: true, message: text ? "Note saved." : "Note cleared." };
      });
    },

    heldCount: () => heldCount(db),
    heldThisWeek: () => heldThisWeek(db),
    spamRetentionDays,

    async releaseLead(actor, leadId) {
      if (!isUuid(leadId)) return unknownLead;
      const released = await releaseHeldLead(
        db,
        leadId,
        leadsTo,
        (tx, detail) => recordAudit(tx, actor, { action: "lead.released", target: leadId, detail }),
        deliveries,
      );
      if (released === "not held") {
        return (await leadExists(leadId))
          ? { ok: true, message: "This lead is delivered already." }
          : unknownLead;
      }
      outbox.nudge();
      return {
        ok: true,
        message: released.emails
          ? `Delivered: ${released.emails === 1 ? "its e-mail is" : `its ${released.emails} e-mails are`} on the way.`
          : "Delivered. No e-mail was due: the address is subscribed already.",
      };
    },

    async deleteHeldLead(actor, leadId) {
      if (!isUuid(leadId)) return unknownLead;
      const deleted = await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(formSubmissions)
          .where(and(eq(formSubmissions.id, leadId), eq(formSubmissions.verdict, "held")))
          .returning({
            type: formSubmissions.type,
            heldReasons: formSubmissions.heldReasons,
            received: formSubmissions.createdAt,
          });
        // The log keeps why it was held and when it came (the held view's weekly figures), not
        // what the lead said: that is what was deleted.
        if (row) {
          await recordAudit(tx, actor, {
            action: "lead.deleted",
            target: leadId,
            detail: { type: row.type, reasons: row.heldReasons ?? [], received: row.received.toISOString() },
          });
        }
        return Boolean(row);
      });
      if (deleted) return { ok: true, message: "The held lead was deleted." };
      return (await leadExists(leadId))
        ? { ok: false, message: "Only a lead held as spam can be deleted." }
        : unknownLead;
    },

    exportCsv: (filter) => leadsCsv(db, filter),

    async unsubscribe(actor, email) {
      const address = subscriberAddress(email);
      const copy = subscribersPage.unsubscribe;
      return db.transaction(async (tx): Promise<ActionOutcome> => {
        const [row] = await tx
          .select({ unsubscribedAt: newsletterSubscribers.unsubscribedAt })
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, address))
          .for("update");
        if (!row) return { ok: false, message: copy.unknown(address) };
        if (row.unsubscribedAt) return { ok: true, message: copy.already(address) };
        await tx
          .update(newsletterSubscribers)
          .set({ unsubscribedAt: sql`now()` })
          .where(eq(newsletterSubscribers.email, address));
        await recordAudit(tx, actor, { action: "subscriber.unsubscribe", target: address });
        return { ok: true, message: copy.done(address) };
      });
    },

    async subscribers(cursor) {
      const after = decodeCursor(cursor, "text");
      const s = newsletterSubscribers;
      const rows = await db
        .select({
          email: s.email,
          at: cursorTime(s.subscribedAt),
          subscribedAt: s.subscribedAt,
          unsubscribedAt: s.unsubscribedAt,
        })
        .from(s)
        .where(after ? olderThan(s.subscribedAt, s.email, after, "text") : undefined)
        .orderBy(desc(s.subscribedAt), desc(s.email))
        .limit(pageSize + 1);
      const [totals] = await db.select({ all: count(), unsubscribed: count(s.unsubscribedAt) }).from(s);
      const page = keysetPage(rows, pageSize, (row) => ({ at: row.at, id: row.email }));
      return {
        rows: page.rows.map((row) => ({
          email: row.email,
          subscribedAt: row.subscribedAt.toISOString(),
          unsubscribedAt: iso(row.unsubscribedAt),
        })),
        next: page.next && encodeCursor(page.next),
        active: (totals?.all ?? 0) - (totals?.unsubscribed ?? 0),
        unsubscribed: totals?.unsubscribed ?? 0,
      };
    },

    async users(q, cursor) {
      const after = decodeCursor(cursor, "text");
      const words = (q ?? "").replaceAll("\0", "").trim().toLowerCase().slice(0, 200);
      const conditions = [];
      if (words) conditions.push(ilike(user.email, `%${escapeLike(words)}%`));
      if (after) conditions.push(olderThan(user.createdAt, user.id, after, "text"));
      const rows = await db
        .select({
          id: user.id,
          email: user.email,
          at: cursorTime(user.createdAt),
          createdAt: user.createdAt,
          emailVerified: user.emailVerified,
          twoFactorEnabled: user.twoFactorEnabled,
          role: user.role,
          subscription: subscriptions,
        })
        .from(user)
        .leftJoin(subscriptions, eq(subscriptions.userId, user.id))
        .where(and(...conditions))
        .orderBy(desc(user.createdAt), desc(user.id))
        .limit(pageSize + 1);
      const page = keysetPage(rows, pageSize, (row) => ({ at: row.at, id: row.id }));
      return {
        rows: page.rows.map((row): UserRow => ({
          id: row.id,
          email: row.email,
          createdAt: row.createdAt.toISOString(),
          emailVerified: row.emailVerified,
          twoFactorEnabled: row.twoFactorEnabled,
          isAdmin: row.role === "admin",
          subscription: row.subscription && {
            source: row.subscription.source === "stripe" ? "stripe" : "invoice",
            tier: row.subscription.tier,
            status: row.subscription.status,
            currentPeriodEnd: iso(row.subscription.currentPeriodEnd),
            entitled: isEntitled(row.subscription),
          },
        })),
        next: page.next && encodeCursor(page.next),
      };
    },

    // The command's own code: the same checks, messages and audit entries.
    grantSubscription: (actor, input) => grantSubscription(db, actor, input),
    revokeSubscription: (actor, email) => revokeSubscription(db, actor, email),

    audit: (cursor) => auditPage(db, cursor),
  };
}
