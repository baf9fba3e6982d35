import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LaunchService } from "../../app/features/dashboard/service";
import { grantInvoiceSubscription } from "../billing/subscriptions";
import { auditLog, emailJobs, launchBusinesses } from "../db/schema";
import { createUser } from "../testing/billing";
import { databaseTargets, type TestDatabase } from "../testing/databases";
import { createLaunchService } from "./service";

const utf8 = (text: string) => new TextEncoder().encode(text);
const brand = {
  displayName: "Springfield",
  state: "IL",
  domain: "ShopSpringfield.com",
  brandColor: "#1d4ed8",
};
const admin = { id: "admin-1", email: "team@shopcity.test" };
const goodList = (n: number) =>
  utf8(
    ["name,category,address", ...Array.from({ length: n }, (_, i) => `Shop ${i},Retail,${i} Main St`)].join(
      "\n",
    ),
  );

describe.each(databaseTargets)("launch service on $name", (target) => {
  let database: TestDatabase;
  let launches: LaunchService;
  let logo: Buffer;

  beforeAll(async () => {
    if (target.skip) return;
    database = await target.open();
    launches = createLaunchService({
      db: database.db,
      enqueueMail: async (mail, tx) => {
        await tx
          .insert(emailJobs)
          .values({ kind: mail.kind, recipient: mail.recipient, payload: mail.payload });
      },
    });
    logo = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    if (!target.skip) await database.drop();
  });
  beforeEach(async () => {
    if (target.skip) return;
    await database.db.execute(
      sql`truncate launches, launch_businesses, email_jobs, audit_log, subscriptions, users cascade`,
    );
  });

  async function subscriber() {
    const found = await createUser(database.db);
    await grantInvoiceSubscription(database.db, {
      email: found.email,
      tier: "Local AI Hero",
      until: "2099-12-31",
    });
    return found;
  }

  it.skipIf(target.skip)(
    "keeps the brand and its logo's bytes; a brand without a logo is in progress",
    async () => {
      const city = await subscriber();
      expect(await launches.saveBrand(city.id, brand)).toEqual({ ok: true });
      expect((await launches.view(city.id)).steps.brand).toBe("in_progress");
      expect(await launches.saveBrand(city.id, brand, { bytes: logo, name: "logo.png" })).toEqual({
        ok: true,
      });
      const view = await launches.view(city.id);
      expect(view.steps.brand).toBe("done");
      expect(view.brand).toMatchObject({ ...brand, hasLogo: true });
      const stored = await launches.logo(city.id);
      expect(stored?.type).toBe("image/png");
      expect(Buffer.from(stored!.bytes).equals(logo)).toBe(true);
    },
  );

  it.skipIf(target.skip)("refuses a logo that is not an image and keeps nothing of that save", async () => {
    const city = await subscriber();
    const outcome = await launches.saveBrand(city.id, brand, {
      bytes: utf8("<svg></svg>"),
      name: "logo.png",
    });
    expect(outcome).toEqual({
      ok: false,
      logo: "SVG logos are not accepted: upload a PNG, JPEG or WebP image",
    });
    expect((await launches.view(city.id)).steps.brand).toBe("todo");
  });

  it.skipIf(target.skip)(
    "imports nothing from a list with a bad row; the fixed list imports and replaces",
    async () => {
      const city = await subscriber();
      const bad = await launches.importList(city.id, utf8("name,category,address\nA,B,C\n,B,C\n"));
      expect(bad).toEqual({ ok: false, problems: ["Row 3: name is missing"], problemCount: 1, ignored: [] });
      expect((await launches.view(city.id)).businessCount).toBe(0);

      expect(await launches.importList(city.id, goodList(1500))).toEqual({
        ok: true,
        count: 1500,
        ignored: [],
      });
      expect(await launches.importList(city.id, goodList(3))).toMatchObject({ ok: true, count: 3 });
      const rows = await database.db
        .select()
        .from(launchBusinesses)
        .where(eq(launchBusinesses.userId, city.id));
      expect(rows.map((row) => row.name)).toEqual(["Shop 0", "Shop 1", "Shop 2"]);
      expect((await launches.view(city.id)).steps.import).toBe("done");

      const found = await launches.businesses(city.id, { q: "shop 1", limit: 50 });
      expect([found.total, found.matching, found.rows[0]?.name]).toEqual([3, 1, "Shop 1"]);
      expect((await launches.businesses(city.id, { q: "100%_", limit: 50 })).matching).toBe(0);
      expect(await launches.businessesCsv(city.id)).toContain('"Shop 2","Retail","2 Main St"');
    },
  );

  it.skipIf(target.skip)("goes live: request, review, each change audited and mailed", async () => {
    const city = await subscriber();
    expect(await launches.requestLive(city.id, city.email)).toEqual({ ok: false });
    await launches.saveBrand(city.id, brand, { bytes: logo, name: "logo.png" });
    await launches.importList(city.id, goodList(2));
    expect(await launches.requestLive(city.id, city.email)).toEqual({ ok: true });
    expect(await launches.requestLive(city.id, city.email)).toEqual({ ok: false });
    expect((await launches.view(city.id)).steps).toMatchObject({ live: "waiting", waitsOn: "team" });
    // Waiting for the team: the city cannot change what the team is reviewing.
    expect(await launches.saveBrand(city.id, brand)).toEqual({ ok: false, locked: true });

    const [listed] = await launches.list();
    expect(listed).toMatchObject({
      userId: city.id,
      email: city.email,
      businessCount: 2,
      steps: { waitsOn: "team" },
    });

    expect(await launches.sendBack(admin, city.id, "Use a square logo")).toMatchObject({ ok: true });
    expect(await launches.sendBack(admin, city.id, "again")).toMatchObject({ ok: false });
    const returned = await launches.view(city.id);
    expect(returned.review).toMatchObject({ state: "returned", note: "Use a square logo" });

    await launches.requestLive(city.id, city.email);
    expect(
      await launches.markLive(admin, city.id, { address: "https://ShopSpringfield.com", date: "2027-03-01" }),
    ).toMatchObject({ ok: true });
    expect((await launches.view(city.id)).review).toEqual({
      state: "live",
      note: null,
      liveAddress: "https://ShopSpringfield.com",
      liveSince: "2027-03-01",
    });

    const audit = await database.db.select().from(auditLog).orderBy(auditLog.at);
    expect(audit.map((entry) => [entry.action, entry.target, entry.actor])).toEqual([
      ["launch.returned", city.email, admin.email],
      ["launch.live", city.email, admin.email],
    ]);
    const mails = await database.db.select().from(emailJobs).orderBy(emailJobs.createdAt);
    expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
      ["launch_requested", city.email],
      ["launch_returned", city.email],
      ["launch_requested", city.email],
      ["launch_live", city.email],
    ]);
  });

  it.skipIf(target.skip)("lists a subscriber who has not started, waiting on the city", async () => {
    const city = await subscriber();
    const list = await launches.list();
    expect(list).toEqual([
      expect.objectContaining({
        userId: city.id,
        displayName: null,
        steps: expect.objectContaining({ brand: "todo", waitsOn: "city" }),
      }),
    ]);
    expect(await launches.review(city.id)).toMatchObject({ email: city.email, businessCount: 0 });
  });
});
