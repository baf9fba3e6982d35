import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { LeadFilter } from "../../app/features/admin/service";
import { otherSeries } from "../../app/features/admin/sources/sources";
import type { Attribution } from "../../app/features/leads/attribution";
import type { Db } from "../db/client";
import { formSubmissions } from "../db/schema";
import { databaseTargets } from "../testing/databases";
import { inboxDatabase, insertLead } from "../testing/inbox";
import { leadsCsv } from "./csv";
import { listLeads } from "./leads";
import { sourcesReport } from "./sources";

/** A lead stored at `at` with this attribution (the rest null); returns its id. */
async function leadFrom(db: Db, at: string, attribution: Partial<Attribution>, held = false) {
  const id = await insertLead(db, { at });
  if (!held && Object.keys(attribution).length === 0) return id;
  await db
    .update(formSubmissions)
    .set({ ...attribution, ...(held ? { verdict: "held" as const } : {}) })
    .where(eq(formSubmissions.id, id));
  return id;
}

const range = { from: "2026-05-04", to: "2026-05-17" };
const now = new Date("2026-06-01T00:00:00Z");

describe.each(databaseTargets)("where leads came from, in the inbox on $name", (target) => {
  const state = inboxDatabase(target);
  const test = it.skipIf(target.skip);

  /** Two weeks of leads: campaign, referral and direct ones, one held, one outside the range. */
  async function seed(db: Db) {
    const ids = {
      spring1: await leadFrom(db, "2026-05-04T10:00:00Z", {
        utmSource: "news",
        utmMedium: "email",
        utmCampaign: "spring",
      }),
      spring2: await leadFrom(db, "2026-05-12T10:00:00Z", {
        utmSource: "news",
        utmMedium: "email",
        utmCampaign: "spring",
        landingPath: "/",
      }),
      newsNoCampaign: await leadFrom(db, "2026-05-13T10:00:00Z", { utmSource: "news" }),
      referral: await leadFrom(db, "2026-05-05T10:00:00Z", { referrerHost: "example.org" }),
      direct: await leadFrom(db, "2026-05-06T10:00:00Z", {}),
      held: await leadFrom(db, "2026-05-06T11:00:00Z", { utmSource: "news" }, true),
      before: await leadFrom(db, "2026-05-03T23:59:59Z", { utmSource: "news" }),
    };
    return ids;
  }

  test("counts leads per source, medium and campaign in the range, with (direct) and (referral: host)", async () => {
    const { db } = state;
    await seed(db);
    const report = await sourcesReport(db, range, now);
    expect(report.total).toBe(5);
    expect(report.rows).toEqual([
      { source: "news", medium: "email", campaign: "spring", count: 2 },
      { source: "(direct)", medium: "(none)", campaign: "(none)", count: 1 },
      { source: "(referral: example.org)", medium: "(none)", campaign: "(none)", count: 1 },
      { source: "news", medium: "(none)", campaign: "(none)", count: 1 },
    ]);
    expect(report.series).toEqual(["news", "(direct)", "(referral: example.org)"]);
    expect(report.weeks).toEqual([
      { week: "2026-05-04", counts: { news: 1, "(direct)": 1, "(referral: example.org)": 1 } },
      { week: "2026-05-11", counts: { news: 2, "(direct)": 0, "(referral: example.org)": 0 } },
    ]);
  });

  test("names the six largest sources in the chart and puts the others together", async () => {
    const { db } = state;
    for (let i = 0; i < 8; i++) {
      for (let n = 0; n <= i; n++) await leadFrom(db, "2026-05-05T10:00:00Z", { utmSource: `s${i}` });
    }
    const report = await sourcesReport(db, range, now);
    expect(report.series).toEqual(["s7", "s6", "s5", "s4", "s3", otherSeries]);
    expect(report.weeks[0]!.counts[otherSeries]).toBe(3 + 2 + 1);
  });

  test("filters the list and the export by source, medium and campaign", async () => {
    const { db } = state;
    const ids = await seed(db);
    const listed = async (filter: LeadFilter) =>
      (await listLeads(db, { ...range, ...filter })).leads.map((lead) => lead.id).sort();
    expect(await listed({ source: "news", campaign: "spring" })).toEqual([ids.spring1, ids.spring2].sort());
    expect(await listed({ source: "news", medium: "(none)" })).toEqual([ids.newsNoCampaign]);
    expect(await listed({ source: "(direct)" })).toEqual([ids.direct]);
    expect(await listed({ source: "(referral: example.org)" })).toEqual([ids.referral]);
    expect(await listed({ source: "nobody" })).toEqual([]);

    const csv = await new Response(leadsCsv(db, { ...range, source: "news", campaign: "spring" })).text();
    const [header, ...lines] = csv.trim().split("\r\n");
    expect(header).toContain('"Source (utm_source)","Medium (utm_medium)","Campaign (utm_campaign)"');
    expect(header).toContain('"Referring site","First page of the visit","Form sent from"');
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.includes('"news","email","spring","","","","'))).toBe(true);
  });

  test("matches a source, medium or campaign whatever its case and the spaces around it", async () => {
    const { db } = state;
    const ids = await seed(db);
    const linkedIn = await leadFrom(db, "2026-05-07T10:00:00Z", {
      utmSource: "LinkedIn",
      utmMedium: "Social",
    });
    const listed = async (filter: LeadFilter) =>
      (await listLeads(db, { ...range, ...filter })).leads.map((lead) => lead.id).sort();
    expect(await listed({ source: "linkedin" })).toEqual([linkedIn]);
    expect(await listed({ source: " LINKEDIN ", medium: "social" })).toEqual([linkedIn]);
    expect(await listed({ source: "News", medium: "EMAIL", campaign: " Spring" })).toEqual(
      [ids.spring1, ids.spring2].sort(),
    );
    expect(await listed({ source: "(Direct)" })).toEqual([ids.direct]);
    expect(await listed({ source: "(referral: Example.ORG)" })).toEqual([ids.referral]);
    // Whole values still: part of one finds nothing.
    expect(await listed({ source: "linked" })).toEqual([]);
    const csv = await new Response(leadsCsv(db, { ...range, source: "LINKEDIN" })).text();
    expect(csv.trim().split("\r\n")).toHaveLength(2);
  });

  test("exports a value a spreadsheet would run as a formula as text", async () => {
    const { db } = state;
    await leadFrom(db, "2026-05-05T10:00:00Z", { utmCampaign: '=HYPERLINK("http://x")' });
    const csv = await new Response(leadsCsv(db, range)).text();
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
  });
});
