/** Copy of where leads came from, in the team's inbox (the lead page, the filters, Sources). */

/** A lead with no UTM source and no referring site: typed in, a bookmark, or unknown. */
export const directSource = "(direct)";
/** A lead with no UTM source whose first page was reached from another site. */
export const referralSource = (host: string) => `(referral: ${host})`;
/** A lead's source as the inbox names it: its utm_source, else where the visit came from. */
export const sourceName = (utmSource: string | null, referrerHost: string | null) =>
  utmSource ?? (referrerHost ? referralSource(referrerHost) : directSource);
/** No UTM medium or campaign. */
export const noneValue = "(none)";

export const attributionLabels = {
  utmSource: "Source (utm_source)",
  utmMedium: "Medium (utm_medium)",
  utmCampaign: "Campaign (utm_campaign)",
  utmTerm: "Term (utm_term)",
  utmContent: "Content (utm_content)",
  referrerHost: "Referring site",
  landingPath: "First page of the visit",
  formPath: "Form sent from",
} as const;

export const leadAttributionCopy = {
  heading: "Where the visit came from",
  intro: "From the first page of the visitor's visit, on this site only: no cookie, no other service.",
  unknown: "Not known",
} as const;

export const attributionFilterCopy = {
  source: { label: "Source", hint: "As on the Sources page, e.g. news, (direct), (referral: example.org)" },
  medium: { label: "Medium", hint: "e.g. email, or (none)" },
  campaign: { label: "Campaign", hint: "e.g. spring, or (none)" },
  tooLong: "Enter at most 200 characters",
} as const;

export const sourcesPage = {
  title: "Sources",
  intro:
    "Leads per source, medium and campaign: the UTM values of each visit's first page, else the site it came from. Held spam is not counted.",
  rangeLegend: "Date range (UTC)",
  from: "From",
  to: "To",
  show: "Show",
  tableCaption: "Leads per source, medium and campaign, most first",
  source: "Source",
  medium: "Medium",
  campaign: "Campaign",
  leads: "Leads",
  empty: "No leads in this date range.",
  errors: {
    heading: "The date range was not understood",
    day: "Enter dates as YYYY-MM-DD",
    order: "The start date must be on or before the end date",
    long: "Choose a range of at most a year",
    shownInstead: "The last twelve weeks are shown instead.",
  },
  rangeLine: (from: string, to: string, total: number) =>
    `${total.toLocaleString("en-US")} ${total === 1 ? "lead" : "leads"} from ${from} to ${to}.`,
  openLeads: (count: number) => `${count.toLocaleString("en-US")}, open these leads`,
  chart: {
    heading: "Leads per week and source",
    name: (weeks: number, total: number) =>
      `Bar chart: ${total.toLocaleString("en-US")} leads over ${weeks} weeks, stacked by source. The same numbers are in the table below it.`,
    legend: "Sources",
    other: "(other sources)",
    week: "Week of",
    total: "Total",
    tableToggle: "Show the chart as a table",
    tableCaption: "Leads per week and source",
  },
} as const;
