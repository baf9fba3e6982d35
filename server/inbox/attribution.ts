import { sql, type SQL } from "drizzle-orm";
import { attributionLabels, directSource, noneValue, referralSource } from "../../app/content/attribution";
import type { AttributionFilter } from "../../app/features/admin/leads/attribution";
import { attributionKeys, type Attribution } from "../../app/features/leads/attribution";
import { formSubmissions as leads } from "../db/schema";

/**
 * Where leads came from, in the inbox's queries: the source label of a lead, the filters by
 * source, medium and campaign, and the attribution columns of the list and the export.
 */

const [referralPrefix, referralSuffix] = referralSource("\u0000").split("\u0000") as [string, string];

/** utm_source, else "(referral: host)" for a visit from another site, else "(direct)". */
export const sourceSql = sql<string>`coalesce(${leads.utmSource}, case when ${leads.referrerHost} is not null
  then ${referralPrefix} || ${leads.referrerHost} || ${referralSuffix} else ${directSource} end)`;
export const mediumSql = sql<string>`coalesce(${leads.utmMedium}, ${noneValue})`;
export const campaignSql = sql<string>`coalesce(${leads.utmCampaign}, ${noneValue})`;

/**
 * A value as the report names it, the filter's words alike: whole, but regardless of case and of
 * spaces around it ("LinkedIn" finds leads tagged "linkedin"; campaign tools differ in both).
 */
const sameValue = (column: SQL, value: string) => sql`lower(btrim(${column})) = lower(${value.trim()})`;

/** The WHERE of the inbox's filters by source, medium and campaign. */
export function attributionConditions(filter: AttributionFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.source) conditions.push(sameValue(sourceSql, filter.source));
  if (filter.medium) conditions.push(sameValue(mediumSql, filter.medium));
  if (filter.campaign) conditions.push(sameValue(campaignSql, filter.campaign));
  return conditions;
}

/** The attribution columns, for a select of leads (the list's rows, the export). */
export const attributionColumns = {
  utmSource: leads.utmSource,
  utmMedium: leads.utmMedium,
  utmCampaign: leads.utmCampaign,
  utmTerm: leads.utmTerm,
  utmContent: leads.utmContent,
  referrerHost: leads.referrerHost,
  landingPath: leads.landingPath,
  formPath: leads.formPath,
} satisfies Record<keyof Attribution, unknown>;

/** A lead row's attribution, as its page shows it. */
export const attributionOfRow = (row: Attribution): Attribution =>
  Object.fromEntries(attributionKeys.map((key) => [key, row[key]])) as Attribution;

/** The export's columns, after the inbox's own: raw values, empty where unknown. */
export const attributionCsvColumns = attributionKeys.map((key) => ({
  header: attributionLabels[key],
  value: (row: Attribution) => row[key] ?? "",
}));
