/** Where a lead's visit came from, as the lead row records it; every value may be missing. */
export const attributionFields = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "referrer_host",
  "landing_path",
  "form_path",
] as const;
export type AttributionField = (typeof attributionFields)[number];
export type Attribution = Record<AttributionField, string | null>;

export const utmFields = attributionFields.filter((field) => field.startsWith("utm_"));

/**
 * A lead's attribution from its row as PostgreSQL's `to_jsonb` gives it (column names as keys). A
 * value the row lacks is null, so every payload carries all eight keys.
 */
export function attributionOf(row: Record<string, unknown>): Attribution {
  return Object.fromEntries(
    attributionFields.map((field) => {
      const value = row[field];
      return [field, typeof value === "string" && value !== "" ? value : null];
    }),
  ) as Attribution;
}
