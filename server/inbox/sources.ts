import { and, desc, sql } from "drizzle-orm";
import { otherSeries, type SourcesRange, type SourcesReport } from "../../app/features/admin/sources/sources";
import type { Db } from "../db/client";
import { formSubmissions as leads } from "../db/schema";
import { campaignSql, mediumSql, sourceSql } from "./attribution";
import { filterConditions, weekOf } from "./leads";

/**
 * The Sources page's report: leads per source / medium / campaign in a date range, and per week
 * and source. Its filter is the inbox's (delivered leads only: held spam came from nowhere the
 * team cares about).
 */

/** Rows the table shows at most; the rest are a long tail no one reads in a table. */
const maxRows = 500;
/** Sources the chart names one by one; the others are one series. */
const chartSources = 6;

const dayMs = 24 * 3600 * 1000;
const weekMs = 7 * dayMs;

/** Leads per source / medium / campaign in the range, and per week and source. Held spam is not counted. */
export async function sourcesReport(db: Db, range: SourcesRange, now = new Date()): Promise<SourcesReport> {
  const where = and(...filterConditions(range));
  const [rows, bySource] = await Promise.all([
    db
      .select({
        source: sourceSql,
        medium: mediumSql,
        campaign: campaignSql,
        count: sql<number>`count(*)::int`,
      })
      .from(leads)
      .where(where)
      .groupBy(sql`1`, sql`2`, sql`3`)
      .orderBy(desc(sql`4`), sql`1`, sql`2`, sql`3`)
      .limit(maxRows),
    db
      .select({
        week: sql<string>`to_char(date_trunc('week', ${leads.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
        source: sourceSql,
        count: sql<number>`count(*)::int`,
      })
      .from(leads)
      .where(where)
      .groupBy(sql`1`, sql`2`),
  ]);

  const totals = new Map<string, number>();
  for (const row of bySource) totals.set(row.source, (totals.get(row.source) ?? 0) + Number(row.count));
  const ranked = [...totals].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([source]) => source);
  const named = ranked.length > chartSources ? ranked.slice(0, chartSources - 1) : ranked;
  const series = ranked.length > named.length ? [...named, otherSeries] : named;

  const end = Math.min(Date.parse(`${range.to}T00:00:00Z`), now.getTime());
  const weeks: SourcesReport["weeks"] = [];
  const first = Date.parse(`${weekOf(new Date(`${range.from}T00:00:00Z`))}T00:00:00Z`);
  for (let at = first; at <= end; at += weekMs) {
    weeks.push({
      week: new Date(at).toISOString().slice(0, 10),
      counts: Object.fromEntries(series.map((name) => [name, 0])),
    });
  }
  const byWeek = new Map(weeks.map((entry) => [entry.week, entry.counts]));
  for (const row of bySource) {
    const counts = byWeek.get(row.week);
    const name = named.includes(row.source) ? row.source : otherSeries;
    if (counts && name in counts) counts[name]! += Number(row.count);
  }

  return {
    ...range,
    total: [...totals.values()].reduce((sum, count) => sum + count, 0),
    rows: rows.map((row) => ({ ...row, count: Number(row.count) })),
    series,
    weeks,
  };
}
