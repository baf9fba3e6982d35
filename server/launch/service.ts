/**
 * A city's launch: its brand, its business list and its go-live request on the city's side; the
 * team's review on the other. Every change the team makes is audited in the change's transaction,
 * and the city's e-mail about it goes into the outbox in the same transaction.
 */
import { and, asc, count, eq, ilike, or, sql, getTableColumns } from "drizzle-orm";
import { launchesAdmin } from "../../app/content/dashboard";
import { checkList, readList } from "../../app/features/dashboard/business-list";
import type { LaunchService, LaunchView } from "../../app/features/dashboard/service";
import { canRequestLive, launchSteps, type LaunchFacts } from "../../app/features/dashboard/steps";
import { isEntitled } from "../billing/subscriptions";
import type { Db } from "../db/client";
import { launchBusinesses, launches, subscriptions, user } from "../db/schema";
import { csvLine } from "../inbox/csv";
import { recordAudit } from "../inbox/audit";
import type { AccountMail } from "../mail/outbox";
import { checkLogo } from "./logo";

type LaunchRow = typeof launches.$inferSelect;

export type LaunchOptions = {
  db: Db;
  /** The outbox's account mail: the city's e-mails about its launch. */
  enqueueMail: (mail: AccountMail, tx: Db) => Promise<void>;
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

function facts(row: LaunchRow | undefined): LaunchFacts {
  const brandFields = [row?.displayName, row?.state, row?.domain, row?.brandColor];
  return {
    brandComplete: brandFields.every(Boolean) && Boolean(row?.logoMime),
    brandStarted: brandFields.some(Boolean) || Boolean(row?.logoMime),
    brandSavedAt: iso(row?.brandSavedAt ?? null),
    businessCount: row?.businessCount ?? 0,
    importedAt: iso(row?.importedAt ?? null),
    review: row?.review ?? "none",
    requestedAt: iso(row?.requestedAt ?? null),
    reviewedAt: iso(row?.reviewedAt ?? null),
    createdAt: (row?.createdAt ?? new Date()).toISOString(),
  };
}

function toView(row: LaunchRow | undefined): LaunchView {
  return {
    brand: {
      displayName: row?.displayName ?? null,
      state: row?.state ?? null,
      domain: row?.domain ?? null,
      brandColor: row?.brandColor ?? null,
      hasLogo: Boolean(row?.logoMime),
      logoVersion: row?.logoMime && row.brandSavedAt ? row.brandSavedAt.getTime().toString(36) : null,
    },
    businessCount: row?.businessCount ?? 0,
    steps: launchSteps(facts(row)),
    review: {
      state: row?.review ?? "none",
      note: row?.review === "returned" ? row.reviewNote : null,
      liveAddress: row?.review === "live" ? row.liveAddress : null,
      liveSince: row?.review === "live" ? row.liveSince : null,
    },
  };
}

/** Every column but the logo's bytes, which only the logo's own address reads. */
const { logo: _logo, ...rowColumns } = getTableColumns(launches);

/** A launch's list is written in batches: PostgreSQL takes at most 65,535 parameters a statement. */
const insertBatch = 1000;

/** "%" and "_" typed in a search are letters, not LIKE's wildcards. */
const likeFragment = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createLaunchService({ db, enqueueMail }: LaunchOptions): LaunchService {
  async function row(userId: string, tx: Db = db): Promise<LaunchRow | undefined> {
    const [found] = await tx.select(rowColumns).from(launches).where(eq(launches.userId, userId));
    return found && { ...found, logo: null };
  }

  /** A launch waiting for the team, or live, is not changed by the city until the team answers. */
  const locked = (found: LaunchRow | undefined) => found?.review === "requested" || found?.review === "live";

  async function emailOf(userId: string, tx: Db): Promise<string | undefined> {
    const [found] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    return found?.email;
  }

  return {
    async view(userId) {
      return toView(await row(userId));
    },

    async saveBrand(userId, input, logo) {
      let logoValues = {};
      if (logo && logo.bytes.byteLength > 0) {
        const checked = await checkLogo(logo.bytes);
        if (!checked.ok) return { ok: false, logo: checked.message };
        logoValues = { logo: Buffer.from(logo.bytes), logoMime: checked.type };
      }
      if (locked(await row(userId))) return { ok: false, locked: true };
      const values = { ...input, ...logoValues, brandSavedAt: new Date(), updatedAt: new Date() };
      await db
        .insert(launches)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: launches.userId, set: values });
      return { ok: true };
    },

    async logo(userId) {
      const [found] = await db
        .select({ bytes: launches.logo, type: launches.logoMime })
        .from(launches)
        .where(eq(launches.userId, userId));
      if (!found?.bytes || !found.type) return null;
      return { bytes: found.bytes, type: found.type as "image/png" };
    },

    async importList(userId, bytes) {
      const read = await readList(bytes);
      if (!read.ok) return { ok: false, problems: [read.problem], problemCount: 1, ignored: [] };
      const checked = await checkList(read.table);
      if (!checked.ok) return checked;
      if (locked(await row(userId))) return { ok: false, locked: true };
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .insert(launches)
          .values({ userId, businessCount: checked.businesses.length, importedAt: now })
          .onConflictDoUpdate({
            target: launches.userId,
            set: { businessCount: checked.businesses.length, importedAt: now, updatedAt: now },
          });
        await tx.delete(launchBusinesses).where(eq(launchBusinesses.userId, userId));
        for (let start = 0; start < checked.businesses.length; start += insertBatch) {
          const batch = checked.businesses.slice(start, start + insertBatch);
          await tx.insert(launchBusinesses).values(batch.map((business) => ({ userId, ...business })));
        }
      });
      return { ok: true, count: checked.businesses.length, ignored: checked.ignored };
    },

    async businesses(userId, { q, limit }) {
      const mine = eq(launchBusinesses.userId, userId);
      const words = q?.trim() ? likeFragment(q.trim()) : undefined;
      const where = words
        ? and(
            mine,
            or(
              ilike(launchBusinesses.name, words),
              ilike(launchBusinesses.category, words),
              ilike(launchBusinesses.address, words),
            ),
          )
        : mine;
      const [rows, [total], [matching]] = await Promise.all([
        db.select().from(launchBusinesses).where(where).orderBy(asc(launchBusinesses.row)).limit(limit),
        db.select({ n: count() }).from(launchBusinesses).where(mine),
        db.select({ n: count() }).from(launchBusinesses).where(where),
      ]);
      return {
        rows: rows.map(({ userId: _user, ...business }) => business),
        total: total?.n ?? 0,
        matching: matching?.n ?? 0,
      };
    },

    async businessesCsv(userId) {
      const rows = await db
        .select()
        .from(launchBusinesses)
        .where(eq(launchBusinesses.userId, userId))
        .orderBy(asc(launchBusinesses.row));
      const columns = ["name", "category", "address", "phone", "website", "hours", "description"] as const;
      return (
        csvLine([...columns]) + rows.map((business) => csvLine(columns.map((c) => business[c]))).join("")
      );
    },

    async requestLive(userId, email) {
      return db.transaction(async (tx) => {
        const found = await row(userId, tx as Db);
        if (!canRequestLive(launchSteps(facts(found)))) return { ok: false };
        const now = new Date();
        const [updated] = await tx
          .update(launches)
          .set({ review: "requested", requestedAt: now, updatedAt: now })
          .where(and(eq(launches.userId, userId), sql`${launches.review} in ('none', 'returned')`))
          .returning({ userId: launches.userId });
        if (!updated) return { ok: false };
        await enqueueMail({ kind: "launch_requested", recipient: email, payload: {} }, tx as Db);
        return { ok: true };
      });
    },

    async list() {
      const rows = await db
        .select({
          ...rowColumns,
          subscriberId: subscriptions.userId,
          email: user.email,
          subscriptionStatus: subscriptions.status,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
          subscribedAt: subscriptions.updatedAt,
        })
        .from(subscriptions)
        .innerJoin(user, eq(user.id, subscriptions.userId))
        .leftJoin(launches, eq(launches.userId, subscriptions.userId));
      return rows
        .filter(
          (found) =>
            found.userId !== null ||
            isEntitled({ status: found.subscriptionStatus, currentPeriodEnd: found.currentPeriodEnd }),
        )
        .map((found) => {
          const launch = found.userId ? ({ ...found, logo: null } as LaunchRow) : undefined;
          const steps = launchSteps({
            ...facts(launch),
            createdAt: (launch?.createdAt ?? found.subscribedAt).toISOString(),
          });
          return {
            userId: found.subscriberId,
            email: found.email,
            displayName: launch?.displayName ?? null,
            businessCount: launch?.businessCount ?? 0,
            steps,
          };
        })
        .sort(
          (a, b) =>
            Number(b.steps.waitsOn === "team") - Number(a.steps.waitsOn === "team") ||
            a.steps.since.localeCompare(b.steps.since),
        );
    },

    async review(userId) {
      const found = await row(userId);
      const email = await emailOf(userId, db);
      if (email === undefined) return null;
      const sample = await this.businesses(userId, { limit: 10 });
      const view = toView(found);
      return {
        userId,
        email,
        displayName: found?.displayName ?? null,
        businessCount: found?.businessCount ?? 0,
        steps: view.steps,
        view,
        sample: sample.rows,
      };
    },

    async markLive(actor, userId, { address, date }) {
      return answer(
        userId,
        { review: "live", liveAddress: address, liveSince: date, reviewNote: null },
        (email) => ({
          audit: { action: "launch.live", detail: { address, date } },
          mail: { kind: "launch_live", recipient: email, payload: { address, date } },
          message: launchesAdmin.done.live(email),
        }),
        actor,
      );
    },

    async sendBack(actor, userId, note) {
      return answer(
        userId,
        { review: "returned", reviewNote: note, liveAddress: null, liveSince: null },
        (email) => ({
          audit: { action: "launch.returned", detail: { note } },
          mail: { kind: "launch_returned", recipient: email, payload: { note } },
          message: launchesAdmin.done.returned(email),
        }),
        actor,
      );
    },
  };

  /** The team's answer to a request: only a launch waiting for it, audited and mailed with it. */
  async function answer(
    userId: string,
    set: Partial<typeof launches.$inferInsert>,
    effects: (email: string) => {
      audit: { action: string; detail: Record<string, unknown> };
      mail: AccountMail;
      message: string;
    },
    actor: { id: string; email: string },
  ) {
    return db.transaction(async (tx) => {
      const now = new Date();
      const [updated] = await tx
        .update(launches)
        .set({ ...set, reviewedAt: now, updatedAt: now })
        .where(and(eq(launches.userId, userId), eq(launches.review, "requested")))
        .returning({ userId: launches.userId });
      if (!updated) return { ok: false as const, message: launchesAdmin.errors.notRequested };
      const email = (await emailOf(userId, tx as Db)) ?? "";
      const { audit, mail, message } = effects(email);
      await recordAudit(tx as Db, actor, { ...audit, target: email });
      await enqueueMail(mail, tx as Db);
      return { ok: true as const, message };
    });
  }
}
